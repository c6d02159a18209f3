import type { MiddlewareHandler } from 'hono'
import { HttpProblem } from '../http/problem.ts'
import { paymentMessages as m } from '../messages.ts'
import { isLoopbackClient } from '../security/client-ip.ts'
import type { PaymentProvider } from './payment-provider.ts'

/**
 * Refuses with 503 before anything is created when payments are disabled (no provider), or when a
 * loopback-only sandbox is called from another machine: to that caller payment is simply unavailable.
 */
export function requirePayments(provider: PaymentProvider | null, trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    if (provider === null || (provider.reach === 'loopback' && !isLoopbackClient(c, trustProxy))) {
      throw new HttpProblem(503, m.paymentsUnavailable)
    }
    await next()
  }
}
