import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { rm } from 'node:fs/promises'
import { appWithoutDb } from '../test-support/stub-deps.ts'
import {
  fakeSite,
  listen,
  postJson,
  startTestServer,
  testWebhookSecret,
  type TestServer,
} from '../test-support/test-server.ts'
import { hmacSha256Hex } from './signature.ts'
import { badSignatureLimit } from './webhook-routes.ts'

const orderRow = z.object({ status: z.string() })

describe('POST /api/razorpay/webhook/', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  const url = () => `${server.url}/api/razorpay/webhook/`

  function deliver(payload: unknown, eventId: string, secret = testWebhookSecret): Promise<Response> {
    const raw = JSON.stringify(payload)
    return fetch(url(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hmacSha256Hex(secret, raw),
        'X-Razorpay-Event-Id': eventId,
      },
      body: raw,
    })
  }

  function paymentEvent(event: string, orderId: string, paymentId: string) {
    return {
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['payment'],
      payload: {
        payment: { entity: { id: paymentId, entity: 'payment', order_id: orderId, status: event.split('.')[1] } },
      },
      created_at: 1_790_000_000,
    }
  }

  async function newOrder(): Promise<string> {
    const response = await postJson(`${server.url}/api/create-plan-order/`, { plan_id: 2 })
    return z.object({ order_id: z.string() }).parse(await response.json()).order_id
  }

  async function status(orderId: string): Promise<string | undefined> {
    return (await queryOne(server.db, orderRow, 'SELECT status FROM orders WHERE order_id = $1', [orderId]))?.status
  }

  async function paymentStatus(paymentId: string): Promise<string | undefined> {
    return (await queryOne(server.db, orderRow, 'SELECT status FROM payments WHERE payment_id = $1', [paymentId]))
      ?.status
  }

  async function count(table: 'webhook_events' | 'plan_activations'): Promise<number> {
    return (await queryOne(server.db, z.object({ n: z.number() }), `SELECT count(*)::int AS n FROM ${table}`))?.n ?? -1
  }

  it('refuses a body whose signature does not match, and a missing signature', async () => {
    const orderId = await newOrder()
    const forged = await deliver(paymentEvent('payment.captured', orderId, 'pay_forged00000001'), 'evt_forged', 'wrong')
    expect(forged.status).toBe(400)
    const unsigned = await fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(unsigned.status).toBe(400)
    expect(await status(orderId)).toBe('created')
  })

  it('marks the order paid and activates its plan on payment.captured', async () => {
    const orderId = await newOrder()
    const activationsBefore = await count('plan_activations')
    const response = await deliver(paymentEvent('payment.captured', orderId, 'pay_captured000001'), 'evt_captured_1')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'processed' })
    expect(await status(orderId)).toBe('paid')
    expect(await count('plan_activations')).toBe(activationsBefore + 1)
  })

  it('processes a repeated event id once', async () => {
    const orderId = await newOrder()
    const event = paymentEvent('payment.authorized', orderId, 'pay_authorized0001')
    expect(await (await deliver(event, 'evt_repeat')).json()).toEqual({ status: 'processed' })
    const eventsAfterFirst = await count('webhook_events')
    const again = await deliver(event, 'evt_repeat')
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'duplicate' })
    expect(await count('webhook_events')).toBe(eventsAfterFirst)
  })

  it('treats the same signed body under a new X-Razorpay-Event-Id as a duplicate that changes nothing', async () => {
    const orderId = await newOrder()
    const event = paymentEvent('payment.captured', orderId, 'pay_replayed000001')
    expect(await (await deliver(event, 'evt_original')).json()).toEqual({ status: 'processed' })
    const events = await count('webhook_events')
    const activations = await count('plan_activations')
    const replay = await deliver(event, 'evt_fresh_header_value')
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ status: 'duplicate' })
    expect(await count('webhook_events')).toBe(events)
    expect(await count('plan_activations')).toBe(activations)
    expect(await paymentStatus('pay_replayed000001')).toBe('captured')
  })

  it('moves a payment forward, authorized then captured, and a late authorized or failed changes nothing', async () => {
    const orderId = await newOrder()
    await deliver(paymentEvent('payment.authorized', orderId, 'pay_forward0000001'), 'evt_fw_1')
    expect(await paymentStatus('pay_forward0000001')).toBe('authorized')
    await deliver(paymentEvent('payment.captured', orderId, 'pay_forward0000001'), 'evt_fw_2')
    expect(await paymentStatus('pay_forward0000001')).toBe('captured')
    const late = await deliver(paymentEvent('payment.authorized', orderId, 'pay_forward0000001'), 'evt_fw_3')
    expect(late.status).toBe(200)
    await deliver(paymentEvent('payment.failed', orderId, 'pay_forward0000001'), 'evt_fw_4')
    expect(await paymentStatus('pay_forward0000001')).toBe('captured')
    expect(await status(orderId)).toBe('paid')
  })

  it('keeps a failed payment failed when a late authorized arrives', async () => {
    const orderId = await newOrder()
    await deliver(paymentEvent('payment.failed', orderId, 'pay_final000000001'), 'evt_final_1')
    await deliver(paymentEvent('payment.authorized', orderId, 'pay_final000000001'), 'evt_final_2')
    expect(await paymentStatus('pay_final000000001')).toBe('failed')
  })

  it('never moves a paid order backwards', async () => {
    const orderId = await newOrder()
    await deliver(paymentEvent('order.paid', orderId, 'pay_paid0000000001'), 'evt_paid')
    expect(await status(orderId)).toBe('paid')
    const failed = await deliver(paymentEvent('payment.failed', orderId, 'pay_failed00000001'), 'evt_failed_late')
    expect(failed.status).toBe(200)
    const authorized = await deliver(paymentEvent('payment.authorized', orderId, 'pay_late0000000001'), 'evt_auth_late')
    expect(authorized.status).toBe(200)
    expect(await status(orderId)).toBe('paid')
  })

  it('moves created to attempted on a failed payment', async () => {
    const orderId = await newOrder()
    await deliver(paymentEvent('payment.failed', orderId, 'pay_failed00000002'), 'evt_failed_first')
    expect(await status(orderId)).toBe('attempted')
  })

  it('acknowledges events for unknown orders and unknown event types', async () => {
    const unknownOrder = await deliver(
      paymentEvent('payment.captured', 'order_notours000001', 'pay_x'),
      'evt_unknown_order',
    )
    expect(await unknownOrder.json()).toEqual({ status: 'ignored' })
    const other = await deliver({ event: 'refund.created', payload: {} }, 'evt_refund')
    expect(await other.json()).toEqual({ status: 'ignored' })
  })

  it('refuses a signed body that is not a webhook event', async () => {
    const raw = 'not json'
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'X-Razorpay-Signature': hmacSha256Hex(testWebhookSecret, raw) },
      body: raw,
    })
    expect(response.status).toBe(400)
  })
})

describe('webhook and rate limits', () => {
  let server: TestServer
  beforeAll(async () => {
    // Visitors get three POSTs an hour here.
    server = await startTestServer({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '3600000' })
  })
  afterAll(() => server.cleanup())

  const url = () => `${server.url}/api/razorpay/webhook/`
  const event = (n: number) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: `pay_burst${n}` } } },
  })
  const deliver = (raw: string, signature: string) =>
    fetch(url(), { method: 'POST', headers: { 'X-Razorpay-Signature': signature }, body: raw })

  it('answers a parallel burst of correctly signed events, none with 429, and visitors stay limited', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => {
        const raw = JSON.stringify(event(n))
        return deliver(raw, hmacSha256Hex(testWebhookSecret, raw))
      }),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
    const visitor: number[] = []
    for (let i = 0; i < 4; i++) visitor.push((await postJson(`${server.url}/api/nothing/`, {})).status)
    expect(visitor).toEqual([404, 404, 404, 429])
  })

  it('answers 429 to a burst of bad signatures past their own limit, yet takes a signed event', async () => {
    const raw = JSON.stringify(event(100))
    const burst = badSignatureLimit.max + 5
    const responses = await Promise.all(Array.from({ length: burst }, () => deliver(raw, 'f'.repeat(64))))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([...Array(badSignatureLimit.max).fill(400), ...Array(5).fill(429)])
    const refused = responses.find((response) => response.status === 429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await deliver(raw, hmacSha256Hex(testWebhookSecret, raw))).status).toBe(200)
  })
})

describe('webhook without RAZORPAY_WEBHOOK_SECRET', () => {
  let server: Awaited<ReturnType<typeof listen>>
  let site: string
  beforeAll(async () => {
    site = await fakeSite()
    server = await listen(appWithoutDb({ staticDir: site, webhookSecret: null }))
  })
  afterAll(async () => {
    await server.close()
    await rm(site, { recursive: true, force: true })
  })

  it('answers 503 instead of trusting unsigned events', async () => {
    const response = await postJson(`${server.url}/api/razorpay/webhook/`, { event: 'order.paid' })
    expect(response.status).toBe(503)
  })
})
