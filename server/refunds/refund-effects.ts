import type { Outbox } from '../delivery/outbox.ts'
import { issueCreditNote } from './credit-note.ts'
import type { RefundEffects } from './refund-confirmation.ts'

/**
 * What a confirmed refund sets off on this server: the credit note and its e-mail, in the
 * confirming transaction; the outbox's worker is woken once it commits.
 */
export function refundEffects(deps: { outbox: Outbox }): RefundEffects {
  return {
    confirmed: (tx, refund) => issueCreditNote(tx, refund, deps.outbox),
    afterCommit: () => deps.outbox.wake(),
  }
}
