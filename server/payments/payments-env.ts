import { z } from 'zod'
import { ConfigError, flag, optionalText } from '../env-fields.ts'

export interface RazorpayKeys {
  keyId: string
  keySecret: string
}

/** Payments (records 004, 043): Razorpay's keys and webhook secret, or the sandbox. */
export const paymentsEnv = z.object({
  RAZORPAY_KEY_ID: optionalText.default(null),
  RAZORPAY_KEY_SECRET: optionalText.default(null),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com/v1'),
  RAZORPAY_WEBHOOK_SECRET: optionalText.default(null),
  SANDBOX_SECRET: optionalText.default(null),
  PAYMENTS_SANDBOX: flag.default(false),
})

export function readPaymentSettings(e: z.infer<typeof paymentsEnv>) {
  if ((e.RAZORPAY_KEY_ID === null) !== (e.RAZORPAY_KEY_SECRET === null)) {
    throw new ConfigError('Invalid environment: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither')
  }
  return {
    razorpay:
      e.RAZORPAY_KEY_ID !== null && e.RAZORPAY_KEY_SECRET !== null
        ? ({ keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET } satisfies RazorpayKeys)
        : null,
    razorpayApiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    sandboxSecret: e.SANDBOX_SECRET,
    paymentsSandbox: e.PAYMENTS_SANDBOX,
  }
}
