import type { Outbox } from '../delivery/outbox.ts'
import type { InvoiceSigning } from '../invoices/invoice-signing-env.ts'
import { issueCreditNote } from './credit-note.ts'
import type { RefundEffects } from './refund-confirmation.ts'

/**
 * What a confirmed refund sets off on this server: the credit note and its e-mail, in the
 * confirming transaction; the outbox's worker is woken once it commits.
 */
export function refundEffects(deps: { outbox: Outbox; signing: InvoiceSigning | null }): RefundEffects {
  return {
    confirmed: (tx, refund) => issueCreditNote(tx, refund, deps.outbox, deps.signing),
    afterCommit: () => deps.outbox.wake(),
  }
}
