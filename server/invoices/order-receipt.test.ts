import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../db/db.ts'
import { hmacSha256Hex } from '../payments/signature.ts'
import { eventually, mailServer, readMail } from '../test-support/mail-server.ts'
import { pdfText } from '../test-support/pdf-text.ts'
import { postJson, startTestServer, testWebhookSecret, type TestServer } from '../test-support/test-server.ts'

const business = {
  business_name: 'Unit Traders Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: 'Plot 4, MIDC Bhosari\nPune, Maharashtra 411026',
  state: '27',
}

describe('a confirmed payment issues one tax invoice and one receipt e-mail (real SMTP)', () => {
  let server: TestServer
  let mail: Awaited<ReturnType<typeof mailServer>>
  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example', SITE_URL: 'https://arcnova.example' },
      { delivery: { pollMs: 100 } },
    )
  })
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  const api = (path: string) => `${server.url}/api/${path}`

  async function buy(planId: number, details?: unknown) {
    const created = await postJson(api('create-plan-order/'), { plan_id: planId, business_details: details })
    expect(created.status).toBe(200)
    const { order_id } = z.object({ order_id: z.string() }).parse(await created.json())
    const paid = await postJson(api('sandbox/pay/'), { order_id, email: 'buyer@unit.example' })
    return {
      orderId: order_id,
      payment: z
        .object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() })
        .parse(await paid.json()),
    }
  }

  function webhook(orderId: string, paymentId: string, email = 'buyer@unit.example') {
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, status: 'captured', email },
        },
      },
    })
    return fetch(api('razorpay/webhook/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': hmacSha256Hex(testWebhookSecret, raw) },
      body: raw,
    })
  }

  it('refuses GST details with a wrong GSTIN, saying why', async () => {
    const response = await postJson(api('create-plan-order/'), {
      plan_id: 1,
      business_details: { ...business, gstin: '27AAPFU0939F1ZW' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ detail: expect.stringContaining('last character') })
  })

  it('the webhook and the verification racing for one payment: one invoice, one e-mail, with the PDF and the order link', async () => {
    const { orderId, payment } = await buy(2, business)
    const [verified, notified] = await Promise.all([
      postJson(api('verify-and-activate/'), { ...payment, plan_id: 2 }),
      webhook(orderId, payment.razorpay_payment_id),
    ])
    expect(verified.status).toBe(200)
    expect(notified.status).toBe(200)
    const invoices = await queryRows(
      server.db,
      z.object({ number: z.string(), igst: z.coerce.number(), total: z.coerce.number() }),
      "SELECT number, igst, total FROM tax_documents WHERE order_id = $1 AND series = 'invoice'",
      [orderId],
    )
    expect(invoices).toHaveLength(1)
    const [invoice] = invoices
    expect(invoice?.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{4}$/)
    // Maharashtra buyer, Madhya Pradesh seller: IGST on ₹9,999.
    expect(invoice).toMatchObject({ total: 999_900, igst: 152_527 })

    const received = await eventually(() => mail.received.find((item) => item.to.includes('buyer@unit.example')))
    const parsed = await simpleParser(received.data)
    expect(parsed.subject).toBe(`Your Growth plan: receipt and tax invoice ${invoice?.number}`)
    // A buyer hears from the company, not from its careers team (issue 60 item 7).
    expect(parsed.from?.value).toEqual([{ name: 'Arcnova Consulting', address: expect.stringContaining('@') }])
    const pdf = parsed.attachments.find((item) => item.contentType === 'application/pdf')
    expect(pdf?.filename).toBe(`${invoice?.number.replaceAll('/', '-')}.pdf`)
    const text = await pdfText(pdf?.content ?? new Uint8Array())
    expect(text).toContain(invoice?.number)
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV')
    expect(text).toContain('GSTIN: 23AAJCA4367K1ZI')
    expect(text).toMatch(/Total paid\s+₹ 9,999\.00/)
    expect(text).toContain('IGST @ 18 %')
    expect(text).toContain('Rupees Nine Thousand Nine Hundred Ninety-Nine Only')
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/)
    expect(text).toContain(payment.razorpay_payment_id)
    expect(text).toContain('Sample')

    // A second webhook delivery or verification changes nothing and sends nothing more.
    await postJson(api('verify-and-activate/'), { ...payment, plan_id: 2 })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(mail.received.filter((item) => item.to.includes('buyer@unit.example'))).toHaveLength(1)

    // The private link opens the order page's data and its invoice.
    const link = /https:\/\/arcnova\.example\/my-order#([A-Za-z0-9_-]{43})/.exec(parsed.text ?? '')
    expect(link).not.toBeNull()
    const token = link?.[1] ?? ''
    const page = await postJson(api('my-order/'), { token })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    expect(await page.json()).toMatchObject({
      plan: 'Growth',
      amount: 999_900,
      status: 'paid',
      invoice: { number: invoice?.number, total: 999_900 },
      credit_notes: [],
    })
    const download = await postJson(api('my-order/document/'), { token, number: invoice?.number })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain(invoice?.number)
    expect((await postJson(api('my-order/'), { token: 'A'.repeat(43) })).status).toBe(404)
  })

  it('a checkout that reports no e-mail: the invoice at verification, the receipt when the webhook brings the address', async () => {
    const created = await postJson(api('create-plan-order/'), { plan_id: 3 })
    const { order_id: orderId } = z.object({ order_id: z.string() }).parse(await created.json())
    // As Razorpay's checkout answers the browser: ids and a signature, no contact.
    const payment = z
      .object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() })
      .parse(await (await postJson(api('sandbox/pay/'), { order_id: orderId })).json())
    expect((await postJson(api('verify-and-activate/'), { ...payment, plan_id: 3 })).status).toBe(200)
    const [invoice] = await queryRows(
      server.db,
      z.object({ number: z.string(), mailed_at: z.unknown() }),
      "SELECT number, mailed_at FROM tax_documents WHERE order_id = $1 AND series = 'invoice'",
      [orderId],
    )
    expect(invoice).toEqual({ number: expect.stringMatching(/^INV\//), mailed_at: null })

    expect((await webhook(orderId, payment.razorpay_payment_id, 'late@unit.example')).status).toBe(200)
    const received = await eventually(() => mail.received.find((item) => item.to.includes('late@unit.example')))
    expect(readMail(received.data).subject).toBe(`Your Enterprise plan: receipt and tax invoice ${invoice?.number}`)
  })

  it('an unregistered buyer in no known state pays CGST + SGST, and the number follows on', async () => {
    const before = await queryRows(
      server.db,
      z.object({ n: z.number() }),
      'SELECT count(*)::int AS n FROM tax_documents',
    )
    const { orderId, payment } = await buy(1)
    expect((await postJson(api('verify-and-activate/'), { ...payment, plan_id: 1 })).status).toBe(200)
    const rows = await queryRows(
      server.db,
      z.object({
        serial: z.number(),
        cgst: z.coerce.number(),
        sgst: z.coerce.number(),
        buyer_gstin: z.string().nullable(),
      }),
      'SELECT serial, cgst, sgst, buyer_gstin FROM tax_documents WHERE order_id = $1',
      [orderId],
    )
    expect(rows).toEqual([
      { serial: (before[0]?.n ?? 0) + 1, cgst: expect.any(Number), sgst: expect.any(Number), buyer_gstin: null },
    ])
    expect(rows[0]?.cgst).toBeGreaterThan(0)
    expect(rows[0]?.cgst).toBe(rows[0]?.sgst)
    const [{ number } = { number: '' }] = await queryRows(
      server.db,
      z.object({ number: z.string() }),
      'SELECT number FROM tax_documents WHERE order_id = $1',
      [orderId],
    )
    const received = await eventually(() => mail.received.find((item) => readMail(item.data).subject.endsWith(number)))
    expect(received).toBeDefined()
  })
})
