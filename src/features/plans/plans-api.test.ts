import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentsUnavailableError, VerificationRefusedError, verifyAndActivate } from './plans-api'

const payment = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' }
const fetchMock = vi.fn<typeof fetch>()

function answer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } })
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('verifyAndActivate', () => {
  it('resolves with the plan the server activated, and the order page’s token when it gives one', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '{"current_plan":{"id":2}}'))
    await expect(verifyAndActivate(payment, 2)).resolves.toEqual({ planId: 2, orderToken: null })
    const token = 'a_-'.repeat(14).concat('Z')
    fetchMock.mockResolvedValueOnce(answer(200, JSON.stringify({ current_plan: 3, order_token: token })))
    await expect(verifyAndActivate(payment, 3)).resolves.toEqual({ planId: 3, orderToken: token })
  })

  it('takes the server’s 4xx as its verdict: the payment is refused', async () => {
    for (const status of [400, 403, 404, 409, 422]) {
      fetchMock.mockResolvedValueOnce(answer(status, '{"detail":"Invalid payment signature"}'))
      await expect(verifyAndActivate(payment, 2), String(status)).rejects.toBeInstanceOf(VerificationRefusedError)
    }
  })

  it('takes what carries no verdict as an answer it could not read, never a refusal', async () => {
    const unread: [number, string][] = [
      [408, '{}'],
      [429, '{"detail":"Too many requests, try again later"}'],
      [500, 'boom'],
      [502, '<html>bad gateway'],
      [200, '{"current_plan":'],
      [200, '{"plan":2}'],
    ]
    for (const [status, body] of unread) {
      fetchMock.mockResolvedValueOnce(answer(status, body))
      const error = await verifyAndActivate(payment, 2).catch((reason: unknown) => reason)
      expect(error, `${status} ${body}`).toBeInstanceOf(Error)
      expect(error, `${status} ${body}`).not.toBeInstanceOf(VerificationRefusedError)
    }
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(verifyAndActivate(payment, 2)).rejects.toBeInstanceOf(TypeError)
    fetchMock.mockResolvedValueOnce(answer(503, '{}'))
    await expect(verifyAndActivate(payment, 2)).rejects.toBeInstanceOf(PaymentsUnavailableError)
  })
})
