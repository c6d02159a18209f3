import type { Outbox } from '../delivery/outbox.ts'
import type { RefundEffects } from './refund-confirmation.ts'

/** What a confirmed refund sets off on this server; the outbox's worker is woken once it commits. */
export function refundEffects(deps: { outbox: Outbox }): RefundEffects {
  return {
    confirmed: async () => {},
    afterCommit: () => deps.outbox.wake(),
  }
}
