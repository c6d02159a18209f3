import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buyerDetailsMessages } from '../../src/contracts/buyer-details.ts'
import { recordKinds } from '../console/people/record-kinds.ts'
import { queryOne } from '../db/db.ts'
import { pdfText } from '../test-support/pdf-text.ts'
import { detailSchema, orderSchema, paidSchema } from '../test-support/payment-answers.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

// Issue 61 item 3: rule 46(f) names an unregistered buyer on the invoice from ₹50,000 taxable. The
// server refuses such an order without name, address and state, keeps them with the order, and the
// invoice prints them with the place of supply from that state.

const hindiBuyer = { name: 'राम कुमार शर्मा', address: 'Flat 4, क्षत्रिय भवन, MG Road\nKochi 682016', state: '32' }

describe('an unregistered buyer at ₹50,000 taxable and more', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    // ₹59,000 with 18 % GST is ₹50,000 taxable, exactly the threshold; ₹58,999 is just under it.
    await server.db.query('UPDATE plans SET price = 59000 WHERE id = 3')
    await server.db.query('UPDATE plans SET price = 58999 WHERE id = 2')
  })
  afterAll(() => server.cleanup())

  const api = (path: string) => `${server.url}/api/${path}`
  const ordersOf = async (planId: number) =>
    (
      await queryOne(
        server.db,
        z.object({ n: z.number() }),
        'SELECT count(*)::int AS n FROM orders WHERE plan_id = $1',
        [planId],
      )
    )?.n
  const storedDetails = async (orderId: string) =>
    (
      await queryOne(
        server.db,
        z.object({ buyer_details: z.unknown() }),
        'SELECT buyer_details FROM orders WHERE order_id = $1',
        [orderId],
      )
    )?.buyer_details

  it('refuses the order without name, address and state, saying why, and keeps nothing', async () => {
    const before = await ordersOf(3)
    const response = await postJson(api('create-plan-order/'), { plan_id: 3 })
    expect(response.status).toBe(400)
    expect(detailSchema.parse(await response.json()).detail).toBe(buyerDetailsMessages.required)
    const blank = await postJson(api('create-plan-order/'), {
      plan_id: 3,
      buyer_details: { name: ' ', address: '', state: '' },
    })
    expect(blank.status).toBe(400)
    expect(detailSchema.parse(await blank.json()).detail).toBe(buyerDetailsMessages.nameRequired)
    const noState = await postJson(api('create-plan-order/'), {
      plan_id: 3,
      buyer_details: { ...hindiBuyer, state: '99' },
    })
    expect(noState.status).toBe(400)
    expect(detailSchema.parse(await noState.json()).detail).toBe(buyerDetailsMessages.stateRequired)
    const long = await postJson(api('create-plan-order/'), {
      plan_id: 3,
      buyer_details: { ...hindiBuyer, name: 'x'.repeat(101) },
    })
    expect(long.status).toBe(400)
    expect(detailSchema.parse(await long.json()).detail).toBe(buyerDetailsMessages.nameTooLong)
    expect(await ordersOf(3)).toBe(before)
  })

  it('asks nothing more below the amount, and keeps nothing it was sent', async () => {
    const response = await postJson(api('create-plan-order/'), { plan_id: 2, buyer_details: hindiBuyer })
    expect(response.status).toBe(200)
    const order = orderSchema.parse(await response.json())
    expect(order.amount).toBe(5_899_900)
    expect(await storedDetails(order.order_id)).toBeNull()
    expect((await postJson(api('create-plan-order/'), { plan_id: 2 })).status).toBe(200)
  })

  it('takes GST details instead: a registered buyer is named by them', async () => {
    const business_details = { business_name: 'Unit Traders', gstin: '27AAPFU0939F1ZV', address: 'Pune', state: '27' }
    const response = await postJson(api('create-plan-order/'), { plan_id: 3, business_details })
    expect(response.status).toBe(200)
  })

  it('keeps them with the order, and the invoice names the buyer, the address and the state, the place of supply too', async () => {
    const created = await postJson(api('create-plan-order/'), { plan_id: 3, buyer_details: hindiBuyer })
    expect(created.status).toBe(200)
    const order = orderSchema.parse(await created.json())
    expect(order.amount).toBe(5_900_000)
    expect(await storedDetails(order.order_id)).toEqual(hindiBuyer)

    const paid = await postJson(api('sandbox/pay/'), { order_id: order.order_id, email: 'ram@example.in' })
    const payment = paidSchema.parse(await paid.json())
    const verified = await postJson(api('verify-and-activate/'), { ...payment, plan_id: 3 })
    expect(verified.status).toBe(200)
    const { order_token: token } = z.object({ order_token: z.string() }).parse(await verified.json())
    const opened = await postJson(api('my-order/'), { token })
    const { invoice } = z.object({ invoice: z.object({ number: z.string() }) }).parse(await opened.json())
    const pdf = await postJson(api('my-order/document/'), { token, number: invoice.number })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')

    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).normalize('NFC')
    expect(text).toContain('Name: राम कुमार शर्मा')
    expect(text).toContain('Flat 4, क्षत्रिय भवन, MG Road')
    expect(text).toContain('Kochi 682016')
    expect(text).toContain('State: Kerala (32)')
    expect(text).toMatch(/Place of supply:\s+Kerala \(32\)/)
    // Kerala is not the seller's state (Madhya Pradesh): integrated tax on ₹50,000.
    expect(text).toMatch(/IGST @ 18 %\s+₹ 9,000\.00/)
  })

  it('the People export holds them with the order; an erase keeps them with the invoice, as GST details are kept', async () => {
    const { orders } = recordKinds()
    const exported = JSON.stringify(await orders.exportAll(server.db, 'ram@example.in'))
    expect(exported).toContain('"buyer_details":{"name":"राम कुमार शर्मा"')
    await server.db.transaction((tx) => orders.erase(tx, 'ram@example.in'))
    const kept = await queryOne(
      server.db,
      z.object({ buyer_details: z.unknown() }),
      "SELECT buyer_details FROM orders WHERE buyer_details->>'name' = $1",
      [hindiBuyer.name],
    )
    expect(kept?.buyer_details).toEqual(hindiBuyer)
    expect(await orders.exportAll(server.db, 'ram@example.in')).toEqual([])
  })
})
