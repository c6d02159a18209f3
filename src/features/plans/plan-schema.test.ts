import { describe, expect, it } from 'vitest'
import { activationSchema, parsePlans, paymentResponseSchema, planOrderSchema } from './plan-schema'

const starter = { id: 1, name: 'Starter', max_users: 5, max_tasks: 500, max_storage_gb: 10, price: 4999 }

describe('parsePlans', () => {
  it('keeps valid plans in order', () => {
    const growth = { ...starter, id: 2, name: 'Growth', price: 9999 }
    expect(parsePlans([starter, growth])).toEqual([starter, growth])
  })

  it('drops invalid records and keeps the rest', () => {
    const records = [
      starter,
      { ...starter, id: 'two' },
      { ...starter, id: 3, name: '' },
      { ...starter, id: 4, price: -1 },
      { id: 5, name: 'No limits' },
      null,
      'Growth',
    ]
    expect(parsePlans(records)).toEqual([starter])
  })

  it('ignores unknown fields', () => {
    expect(parsePlans([{ ...starter, popular: true }])).toEqual([starter])
  })

  it('answers an empty list for anything that is not a list', () => {
    expect(parsePlans({ results: [starter] })).toEqual([])
    expect(parsePlans(null)).toEqual([])
  })
})

describe('API answers', () => {
  it('accepts an INR order and refuses anything else', () => {
    const order = { razorpay_key_id: 'rzp_test_1', amount: 499900, currency: 'INR', order_id: 'order_1' }
    expect(planOrderSchema.parse(order)).toEqual(order)
    expect(planOrderSchema.safeParse({ ...order, currency: 'USD' }).success).toBe(false)
    expect(planOrderSchema.safeParse({ ...order, amount: 0 }).success).toBe(false)
    expect(planOrderSchema.safeParse({ ...order, order_id: '' }).success).toBe(false)
  })

  it('needs all three fields of a payment response', () => {
    const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' }
    expect(paymentResponseSchema.parse(response)).toEqual(response)
    expect(paymentResponseSchema.safeParse({ ...response, razorpay_signature: '' }).success).toBe(false)
  })

  it('reads the activated plan id', () => {
    expect(activationSchema.parse({ current_plan: starter }).current_plan.id).toBe(1)
    expect(activationSchema.safeParse({ current_plan: null }).success).toBe(false)
  })
})
