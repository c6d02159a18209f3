import { createServer, type IncomingMessage, type Server } from 'node:http'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refundMessages } from '../../src/contracts/console-orders.ts'
import { mailServer } from '../test-support/mail-server.ts'
import { confirmRefund } from './refund-confirmation.ts'
import { creditNotes, deliverRefundEvent, invoiceFor, paidOrderRow, refundState } from '../test-support/refunds.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const password = 'a long enough password'

/** What the stand-in for api.razorpay.com does with a refund of each payment. */
type Behaviour = 'processed' | 'pending' | 'refuse' | 'fail-500' | 'race-webhook'

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => resolve(text))
  })
}

describe('refunds through Razorpay’s Refunds API (a stand-in for it) and its refund webhooks', () => {
  let server: TestServer
  let mail: Awaited<ReturnType<typeof mailServer>>
  let fake: Server
  let cookie = ''
  const behaviour = new Map<string, Behaviour>()
  const seen: Array<{ url: string; authorization?: string; idempotency?: string; body: unknown }> = []
  const webhooks: Array<Promise<Response>> = []
  const orderOf = new Map<string, string>()

  beforeAll(async () => {
    fake = createServer(async (req, res) => {
      const body: unknown = JSON.parse(await readBody(req))
      const paymentId = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '')?.[1] ?? ''
      const idempotency = req.headers['x-refund-idempotency']
      seen.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        idempotency: typeof idempotency === 'string' ? idempotency : undefined,
        body,
      })
      const amount = (body as { amount: number }).amount
      const refundId = `rfnd_${paymentId.slice(4)}`
      const answer = (status: string) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ id: refundId, entity: 'refund', amount, payment_id: paymentId, status }))
      }
      switch (behaviour.get(paymentId)) {
        case 'pending':
          return answer('pending')
        case 'refuse':
          res.writeHead(400, { 'Content-Type': 'application/json' })
          return res.end(
            JSON.stringify({
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'The payment has been fully refunded already',
                source: 'business',
                reason: 'input_validation_failed',
              },
            }),
          )
        case 'fail-500':
          behaviour.set(paymentId, 'processed')
          res.writeHead(500).end()
          return
        case 'race-webhook':
          // Razorpay's webhook and its API answer arrive at the same moment.
          webhooks.push(
            deliverRefundEvent(server.url, 'refund.processed', {
              id: refundId,
              paymentId,
              orderId: orderOf.get(paymentId) ?? '',
              amount,
              notes: (body as { notes: Record<string, string> }).notes,
            }),
          )
          return answer('processed')
        default:
          return answer('processed')
      }
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    const address = fake.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    mail = await mailServer()
    server = await startTestServer(
      {
        SMTP_URL: mail.url,
        NOTIFY_EMAIL: 'hr@arcnova.example',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'real_secret',
        RAZORPAY_API_BASE: `http://127.0.0.1:${port}/v1`,
      },
      { delivery: { pollMs: 100 } },
    )
    await addTestStaff(server.db, 'finance@arcnova.example', password, 'finance')
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'finance@arcnova.example', password)
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await new Promise<void>((resolve) => fake.close(() => resolve()))
    await mail.close()
  })

  let serial = 0
  async function paidOrder(how: Behaviour) {
    serial += 1
    const orderId = `order_Refund${String(serial).padStart(8, '0')}`
    const paymentId = `pay_Refund${String(serial).padStart(10, '0')}`
    await paidOrderRow(server.db, orderId, paymentId)
    await invoiceFor(server.db, orderId)
    behaviour.set(paymentId, how)
    orderOf.set(paymentId, orderId)
    return { orderId, paymentId, refundId: `rfnd_${paymentId.slice(4)}` }
  }

  const refund = (orderId: string) =>
    fetch(`${server.url}/api/console/orders/${orderId}/refund`, { method: 'POST', headers: { Cookie: cookie } })

  it('asks for the whole amount with basic auth and an idempotency key; processed at once, the order is Refunded', async () => {
    const { orderId, paymentId, refundId } = await paidOrder('processed')
    const answer = await refund(orderId)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ order_id: orderId, status: 'refunded', refund_id: refundId })
    const request = seen.at(-1)
    expect(request?.url).toBe(`/v1/payments/${paymentId}/refund`)
    expect(request?.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:real_secret').toString('base64')}`)
    expect(request?.idempotency).toMatch(/^refund-[0-9a-f-]{36}$/)
    // The notes name the refund by our key: its webhooks are matched by it until Razorpay's id is known.
    expect(request?.body).toEqual({
      amount: 499_900,
      speed: 'normal',
      notes: { order_id: orderId, refund_key: request?.idempotency },
    })
    expect((await refundState(server.db, orderId)).status).toBe('refunded')
  })

  it('a pending refund leaves the order paid until the refund.processed webhook, which confirms it once', async () => {
    const { orderId, paymentId, refundId } = await paidOrder('pending')
    const answer = await refund(orderId)
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ order_id: orderId, status: 'pending', refund_id: refundId })
    expect(await refundState(server.db, orderId)).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'pending', razorpay_refund_id: refundId }],
    })
    const again = await refund(orderId)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ detail: refundMessages.alreadyPending })

    const event = { id: refundId, paymentId, orderId, amount: 499_900 }
    expect(await (await deliverRefundEvent(server.url, 'refund.processed', event)).json()).toEqual({
      status: 'processed',
    })
    expect(await (await deliverRefundEvent(server.url, 'refund.processed', event)).json()).toEqual({
      status: 'duplicate',
    })
    expect(await refundState(server.db, orderId)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'processed', razorpay_refund_id: refundId }],
    })
  })

  it('the API answer and the webhook racing confirm each refund once: one credit note, one e-mail', async () => {
    // One race at a time: each is the API answer against its webhook (a credit note's PDF is made in
    // the confirming transaction, so many at once on a busy machine would only test lock timeouts).
    const orders = []
    for (let round = 0; round < 2; round += 1) {
      const order = await paidOrder('race-webhook')
      orders.push(order)
      const answer = await refund(order.orderId)
      expect(answer.status).toBe(200)
      const delivered = await Promise.all(webhooks.splice(0))
      expect(delivered.map((response) => response.status)).toEqual([200])
    }
    for (const order of orders) {
      expect(await refundState(server.db, order.orderId)).toMatchObject({
        status: 'refunded',
        refunds: [{ status: 'processed', razorpay_refund_id: order.refundId }],
      })
      expect(await creditNotes(server.db, order.orderId)).toHaveLength(1)
    }
    // One e-mail per credit note, and none twice (a moment more for a second one, were it queued).
    const numbers = await Promise.all(
      orders.map(async (order) => (await creditNotes(server.db, order.orderId))[0]?.number ?? ''),
    )
    const subjectsNow = () =>
      Promise.all(mail.received.map(async (item) => (await simpleParser(item.data)).subject ?? ''))
    const arrived = (subjects: string[]) =>
      numbers.every((number) => subjects.some((subject) => subject.startsWith(`Credit note ${number} `)))
    for (let waited = 0; waited < 10_000 && !arrived(await subjectsNow()); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const subjects = await subjectsNow()
    for (const number of numbers) {
      expect(subjects.filter((subject) => subject.startsWith(`Credit note ${number} `))).toHaveLength(1)
    }
    expect(new Set(subjects).size).toBe(subjects.length)
    // Credit notes come from the company's name, as the receipts do (issue 60 item 7).
    const senders = await Promise.all(
      mail.received.map(async (item) => (await simpleParser(item.data)).from?.value[0]?.name),
    )
    expect(new Set(senders)).toEqual(new Set(['Arcnova Consulting']))
  })

  it('confirmRefund runs its effects once however many confirm at the same moment', async () => {
    const { orderId, paymentId } = await paidOrder('pending')
    expect((await refund(orderId)).status).toBe(202)
    let confirmed = 0
    const counting = {
      confirmed: async () => {
        confirmed += 1
      },
      afterCommit: () => undefined,
    }
    const match = { razorpayRefundId: `rfnd_${paymentId.slice(4)}`, refundKey: null, amount: 499_900 }
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => server.db.transaction((tx) => confirmRefund(tx, match, counting))),
    )
    expect(answers.filter((answer) => answer !== null)).toHaveLength(1)
    expect(confirmed).toBe(1)
  })

  it('a refusal shows Razorpay’s reason and changes nothing', async () => {
    const { orderId } = await paidOrder('refuse')
    const answer = await refund(orderId)
    expect(answer.status).toBe(422)
    expect(await answer.json()).toEqual({
      detail: 'Razorpay refused the refund: The payment has been fully refunded already. Nothing was changed.',
    })
    expect(await refundState(server.db, orderId)).toMatchObject({ status: 'paid', refunds: [] })
  })

  it('a webhook moves only the refund it names, for its own amount: never a newer refund of the same payment (issue 59 item 5)', async () => {
    const { orderId, paymentId, refundId } = await paidOrder('pending')
    expect((await refund(orderId)).status).toBe(202)
    const firstKey = seen.at(-1)?.idempotency ?? ''
    await deliverRefundEvent(server.url, 'refund.failed', { id: refundId, paymentId, orderId, amount: 499_900 })
    expect((await refundState(server.db, orderId)).refunds).toMatchObject([{ status: 'failed' }])
    // A second refund whose answer was lost: asked, not yet named by Razorpay.
    behaviour.set(paymentId, 'fail-500')
    expect((await refund(orderId)).status).toBe(502)
    const secondKey = seen.at(-1)?.idempotency ?? ''
    expect(secondKey).not.toBe(firstKey)
    const waiting = [{ status: 'failed' }, { status: 'requested', razorpay_refund_id: null }]
    expect((await refundState(server.db, orderId)).refunds).toMatchObject(waiting)

    // A late refund.failed of the first refund (under another id Razorpay gave it) does not touch the second;
    // nor does a processed event that names it with another amount, or names nothing.
    const late = [
      ['refund.failed', { id: 'rfnd_EarlierTry001', amount: 499_900, notes: { refund_key: firstKey } }],
      ['refund.processed', { id: 'rfnd_OtherAmount01', amount: 100, notes: { refund_key: secondKey } }],
      ['refund.failed', { id: 'rfnd_NoNotes000001', amount: 499_900 }],
    ] as const
    for (const [event, refundEntity] of late)
      expect((await deliverRefundEvent(server.url, event, { ...refundEntity, paymentId, orderId })).status).toBe(200)
    expect(await refundState(server.db, orderId)).toMatchObject({ status: 'paid', refunds: waiting })

    // The event that names it by our key, for its amount, confirms it.
    await deliverRefundEvent(server.url, 'refund.processed', {
      id: 'rfnd_SecondTry0001',
      paymentId,
      orderId,
      amount: 499_900,
      notes: { order_id: orderId, refund_key: secondKey },
    })
    expect(await refundState(server.db, orderId)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'failed' }, { status: 'processed', razorpay_refund_id: 'rfnd_SecondTry0001' }],
    })
  })

  it('no answer keeps the refund asked; asking again sends the same idempotency key', async () => {
    const { orderId } = await paidOrder('fail-500')
    const first = await refund(orderId)
    expect(first.status).toBe(502)
    expect(await first.json()).toEqual({ detail: refundMessages.noAnswer })
    expect(await refundState(server.db, orderId)).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'requested', razorpay_refund_id: null }],
    })
    const key = seen.at(-1)?.idempotency
    expect((await refund(orderId)).status).toBe(200)
    expect(seen.at(-1)?.idempotency).toBe(key)
    expect((await refundState(server.db, orderId)).status).toBe('refunded')
  })

  it('a full refund made in Razorpay’s dashboard (known by its webhook) refunds the order; a failed one does not', async () => {
    const dashboard = await paidOrder('processed')
    const processed = await deliverRefundEvent(server.url, 'refund.processed', {
      id: 'rfnd_Dashboard000001',
      paymentId: dashboard.paymentId,
      orderId: dashboard.orderId,
      amount: 499_900,
    })
    expect(processed.status).toBe(200)
    expect(await refundState(server.db, dashboard.orderId)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'processed', requested_by_email: 'Razorpay dashboard' }],
    })

    const failing = await paidOrder('pending')
    expect((await refund(failing.orderId)).status).toBe(202)
    await deliverRefundEvent(server.url, 'refund.failed', {
      id: failing.refundId,
      paymentId: failing.paymentId,
      orderId: failing.orderId,
      amount: 499_900,
    })
    expect(await refundState(server.db, failing.orderId)).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'failed' }],
    })
  })
})
