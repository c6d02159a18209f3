import { describe, expect, it } from 'vitest'
import {
  activatedPlanId,
  activationSchema,
  createPlanOrderSchema,
  orderStatusSchema,
  paymentResponseSchema,
  planOrderSchema,
  razorpayCheckoutScriptUrl,
  sandboxCheckoutScriptPath,
  verifyPaymentSchema,
} from './order.ts'

const starter = { id: 1, name: 'Starter', max_users: 5, max_tasks: 500, max_storage_gb: 10, price: 4999 }
const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' }

describe('order contract', () => {
  it('accepts a plan id as a number or its digits, and nothing else', () => {
    expect(createPlanOrderSchema.parse({ plan_id: 2 })).toEqual({ plan_id: 2 })
    expect(createPlanOrderSchema.parse({ plan_id: '2' })).toEqual({ plan_id: 2 })
    for (const plan_id of ['two', -1, 1.5, 2_147_483_648, '1234567890', null]) {
      expect(createPlanOrderSchema.safeParse({ plan_id }).success).toBe(false)
    }
  })

  it('accepts an INR order and refuses anything else', () => {
    const order = {
      razorpay_key_id: 'rzp_test_1',
      amount: 499900,
      currency: 'INR',
      order_id: 'order_1',
      checkout_script_url: razorpayCheckoutScriptUrl,
    }
    expect(planOrderSchema.parse(order)).toEqual(order)
    expect(planOrderSchema.safeParse({ ...order, currency: 'USD' }).success).toBe(false)
    expect(planOrderSchema.safeParse({ ...order, amount: 0 }).success).toBe(false)
    expect(planOrderSchema.safeParse({ ...order, order_id: '' }).success).toBe(false)
  })

  it('names one of the two known checkout scripts, Razorpay’s when the answer names none', () => {
    const order = { razorpay_key_id: 'rzp_test_1', amount: 499900, currency: 'INR', order_id: 'order_1' }
    expect(planOrderSchema.parse(order).checkout_script_url).toBe(razorpayCheckoutScriptUrl)
    const sandbox = { ...order, checkout_script_url: sandboxCheckoutScriptPath }
    expect(planOrderSchema.parse(sandbox).checkout_script_url).toBe('/api/sandbox/checkout.js')
    for (const checkout_script_url of [
      'https://evil.example/checkout.js',
      'http://checkout.razorpay.com/v1/checkout.js',
      '//evil.example/api/sandbox/checkout.js',
      '/api/sandbox/checkout.js?x=1',
      '',
      null,
    ]) {
      expect(planOrderSchema.safeParse({ ...order, checkout_script_url }).success).toBe(false)
    }
  })

  it('needs all three fields of a payment response, and the plan to verify it', () => {
    expect(paymentResponseSchema.parse(response)).toEqual(response)
    expect(paymentResponseSchema.safeParse({ ...response, razorpay_signature: '' }).success).toBe(false)
    expect(paymentResponseSchema.safeParse({ ...response, razorpay_payment_id: 'x'.repeat(101) }).success).toBe(false)
    expect(verifyPaymentSchema.parse({ ...response, plan_id: '3' })).toEqual({ ...response, plan_id: 3 })
    expect(verifyPaymentSchema.safeParse(response).success).toBe(false)
  })

  it('reads the activated plan whether the answer names it as an object or a bare id', () => {
    expect(activatedPlanId(activationSchema.parse({ current_plan: starter }))).toBe(1)
    expect(activatedPlanId(activationSchema.parse({ current_plan: 2 }))).toBe(2)
    for (const current_plan of [null, '2', 0, { name: 'Growth' }]) {
      expect(activationSchema.safeParse({ current_plan }).success).toBe(false)
    }
  })

  it('reads an order status', () => {
    const status = { order_id: 'order_1', paid: true, plan_id: 2 }
    expect(orderStatusSchema.parse(status)).toEqual(status)
    expect(orderStatusSchema.safeParse({ ...status, paid: 'yes' }).success).toBe(false)
  })
})
