import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll } from 'vitest'
import { mailServer } from './mail-server.ts'
import { deliverRefundEvent, invoiceFor, paidOrderRow } from './refunds.ts'
import { addTestStaff, signInBothSteps } from './staff.ts'
import { startTestServer, type TestServer } from './test-server.ts'

// What the Razorpay refund tests share (refunds-razorpay-api.test.ts, refunds-razorpay-webhooks.test.ts).
const password = 'a long enough password'

/** What the stand-in for api.razorpay.com does with a refund of each payment. */
export type Behaviour = 'processed' | 'pending' | 'refuse' | 'fail-500' | 'race-webhook'

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => resolve(text))
  })
}

/**
 * A server with Razorpay keys, a stand-in for Razorpay's Refunds API, an SMTP server and a signed-in
 * finance member, started before the describe block this is called in and stopped after it.
 */
export function razorpayRefundServer() {
  let server: TestServer | undefined
  let mail: Awaited<ReturnType<typeof mailServer>> | undefined
  let fake: Server | undefined
  const started = () => {
    if (server === undefined || mail === undefined) throw new Error('the refund test server has not started')
    return { server, mail }
  }
  let cookie = ''
  const behaviour = new Map<string, Behaviour>()
  const seen: Array<{ url: string; authorization?: string; idempotency?: string; body: unknown }> = []
  const webhooks: Array<Promise<Response>> = []
  const orderOf = new Map<string, string>()

  beforeAll(async () => {
    const standIn = createServer(async (req, res) => {
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
            deliverRefundEvent(started().server.url, 'refund.processed', {
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
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
    fake = standIn
    const address = standIn.address()
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
    await server?.cleanup()
    await new Promise<void>((resolve) => (fake === undefined ? resolve() : fake.close(() => resolve())))
    await mail?.close()
  })

  let serial = 0
  async function paidOrder(how: Behaviour) {
    serial += 1
    const orderId = `order_Refund${String(serial).padStart(8, '0')}`
    const paymentId = `pay_Refund${String(serial).padStart(10, '0')}`
    await paidOrderRow(started().server.db, orderId, paymentId)
    await invoiceFor(started().server.db, orderId)
    behaviour.set(paymentId, how)
    orderOf.set(paymentId, orderId)
    return { orderId, paymentId, refundId: `rfnd_${paymentId.slice(4)}` }
  }

  const refund = (orderId: string) =>
    fetch(`${started().server.url}/api/console/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { Cookie: cookie },
    })
  return {
    get server() {
      return started().server
    },
    get mail() {
      return started().mail
    },
    behaviour,
    seen,
    webhooks,
    paidOrder,
    refund,
  }
}
