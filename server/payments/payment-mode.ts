import type { Config } from '../config.ts'
import type { Db } from '../db/db.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { razorpayProvider } from './razorpay-provider.ts'
import { sandboxProvider, sandboxSecret } from './sandbox-provider.ts'

/**
 * How this server takes payments. Keys always win. Without them the sandbox (which signs any
 * order) serves loopback clients only unless PAYMENTS_SANDBOX=1 opens it; in production without
 * keys or that switch, payments are off rather than faked.
 */
export type PaymentMode = 'razorpay' | 'sandbox-loopback' | 'sandbox-open' | 'disabled'

type PaymentConfig = Pick<Config, 'razorpay' | 'razorpayApiBase' | 'paymentsSandbox' | 'production' | 'sandboxSecret'>

export function paymentModeFor(config: Omit<PaymentConfig, 'razorpayApiBase' | 'sandboxSecret'>): PaymentMode {
  if (config.razorpay !== null) return 'razorpay'
  if (config.paymentsSandbox) return 'sandbox-open'
  return config.production ? 'disabled' : 'sandbox-loopback'
}

/** The one start-up line naming the payment mode. */
export function paymentModeLine(mode: PaymentMode): string {
  switch (mode) {
    case 'razorpay':
      return 'Payments: razorpay'
    case 'sandbox-loopback':
      return 'Payments: sandbox, loopback-only (no Razorpay keys; clients on other machines are told payment is unavailable)'
    case 'sandbox-open':
      return 'Payments: sandbox, open to every client by PAYMENTS_SANDBOX=1 (anyone can approve a sandbox payment)'
    case 'disabled':
      return 'Payments: disabled (NODE_ENV=production without Razorpay keys or PAYMENTS_SANDBOX=1; no order is created)'
  }
}

/** The provider for the configured mode, or null when payments are disabled. */
export async function openPayments(
  config: PaymentConfig,
  db: Db,
): Promise<{ paymentMode: PaymentMode; payments: PaymentProvider | null }> {
  if (config.razorpay !== null) {
    return { paymentMode: 'razorpay', payments: razorpayProvider(config.razorpay, config.razorpayApiBase) }
  }
  const paymentMode = paymentModeFor(config)
  if (paymentMode === 'disabled' || paymentMode === 'razorpay') return { paymentMode, payments: null }
  const secret = await sandboxSecret(db, config.sandboxSecret)
  return {
    paymentMode,
    payments: sandboxProvider(secret, paymentMode === 'sandbox-open' ? 'everyone' : 'loopback', db),
  }
}
