import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadConfig } from '../config.ts'
import { queryOne } from '../db/db.ts'
import { paymentMessages } from '../messages.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { paymentModeFor, paymentModeLine } from './payment-mode.ts'

const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' }
const detailSchema = z.object({ detail: z.string() })

/** This machine's address on a real interface: a client calling it is not a loopback client. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address

async function orderCount(server: TestServer): Promise<number> {
  return (await queryOne(server.db, z.object({ n: z.number() }), 'SELECT count(*)::int AS n FROM orders'))?.n ?? -1
}

describe('payment mode', () => {
  it('is decided by keys, PAYMENTS_SANDBOX and NODE_ENV, with one start-up line per mode', () => {
    const mode = (env: Record<string, string>) => paymentModeFor(loadConfig(env))
    expect(mode(keys)).toBe('razorpay')
    expect(mode({ ...keys, NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' })).toBe('razorpay')
    expect(mode({})).toBe('sandbox-loopback')
    expect(mode({ PAYMENTS_SANDBOX: '1' })).toBe('sandbox-open')
    expect(mode({ NODE_ENV: 'production' })).toBe('disabled')
    expect(mode({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' })).toBe('disabled')
    expect(mode({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' })).toBe('sandbox-open')
    expect(paymentModeLine('razorpay')).toMatch(/razorpay/)
    expect(paymentModeLine('sandbox-loopback')).toMatch(/sandbox, loopback-only/)
    expect(paymentModeLine('sandbox-open')).toMatch(/PAYMENTS_SANDBOX=1/)
    expect(paymentModeLine('disabled')).toMatch(/disabled/)
  })
})

describe('payments disabled (NODE_ENV=production, no keys, no PAYMENTS_SANDBOX)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production' })
  })
  afterAll(() => server.cleanup())

  it('still lists plans, answers 503 to Buy now and creates no order', async () => {
    const plans = await fetch(`${server.url}/api/plans/`)
    expect(plans.status).toBe(200)
    expect(z.array(z.unknown()).parse(await plans.json()).length).toBeGreaterThan(0)
    const response = await postJson(`${server.url}/api/create-plan-order/`, { plan_id: 2 })
    expect(response.status).toBe(503)
    expect(detailSchema.parse(await response.json()).detail).toBe(paymentMessages.paymentsUnavailable)
    expect(await orderCount(server)).toBe(0)
    const verify = await postJson(`${server.url}/api/verify-and-activate/`, {
      razorpay_payment_id: 'pay_x',
      razorpay_order_id: 'order_x',
      razorpay_signature: 'a'.repeat(64),
      plan_id: 2,
    })
    expect(verify.status).toBe(503)
  })

  it('has no sandbox routes', async () => {
    expect((await fetch(`${server.url}/api/sandbox/checkout.js`)).status).toBe(404)
    expect((await postJson(`${server.url}/api/sandbox/pay/`, { order_id: 'order_x' })).status).toBe(404)
  })
})

describe.runIf(externalAddress !== undefined)('the sandbox seen from another address', () => {
  const servers: TestServer[] = []
  afterAll(() => Promise.all(servers.map((server) => server.cleanup())))

  async function start(env: Record<string, string> = {}) {
    const server = await startTestServer({ HOST: '0.0.0.0', ...env })
    servers.push(server)
    return {
      server,
      local: `http://127.0.0.1:${server.port}`,
      remote: `http://${externalAddress ?? 'missing'}:${server.port}`,
    }
  }

  it('answers loopback clients only, even when a remote peer forges X-Forwarded-For', async () => {
    const { server, local, remote } = await start({ TRUST_PROXY: '1' })
    const noHeaders: Record<string, string> = {}
    for (const headers of [noHeaders, { 'X-Forwarded-For': '127.0.0.1' }]) {
      const response = await postJson(`${remote}/api/create-plan-order/`, { plan_id: 2 }, headers)
      expect(response.status).toBe(503)
      expect(detailSchema.parse(await response.json()).detail).toBe(paymentMessages.paymentsUnavailable)
      expect((await fetch(`${remote}/api/sandbox/checkout.js`, { headers })).status).toBe(503)
      expect((await postJson(`${remote}/api/sandbox/pay/`, { order_id: 'order_x' }, headers)).status).toBe(503)
    }
    expect(await orderCount(server)).toBe(0)
    // A local proxy relaying a remote visitor (TRUST_PROXY=1) is not a local client either.
    const relayed = await postJson(
      `${local}/api/create-plan-order/`,
      { plan_id: 2 },
      { 'X-Forwarded-For': '203.0.113.7' },
    )
    expect(relayed.status).toBe(503)
    expect(await orderCount(server)).toBe(0)
    expect((await postJson(`${local}/api/create-plan-order/`, { plan_id: 2 })).status).toBe(200)
    expect((await fetch(`${local}/api/sandbox/checkout.js`)).status).toBe(200)
  })

  it('answers every client when PAYMENTS_SANDBOX=1 says so', async () => {
    const { remote } = await start({ PAYMENTS_SANDBOX: '1' })
    const order = await postJson(`${remote}/api/create-plan-order/`, { plan_id: 2 })
    expect(order.status).toBe(200)
    expect(await order.json()).toMatchObject({ checkout_script_url: '/api/sandbox/checkout.js' })
    expect((await fetch(`${remote}/api/sandbox/checkout.js`)).status).toBe(200)
  })
})
