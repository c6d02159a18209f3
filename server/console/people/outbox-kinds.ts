import type { PersonRecordKind } from '../../../src/contracts/people.ts'
import type { OutboxKind } from '../../delivery/outbox-message.ts'

/**
 * Which e-mails each kind of record sends its person: the People screen's erase drops those still
 * waiting for the kinds the role covers (issue 59 items 1 and 2). Referrals and messages send their
 * person nothing (only the team's notice, which names no one); staff notices are not a person's records.
 */
export const outboxKindsOf: Record<PersonRecordKind, readonly OutboxKind[]> = {
  applications: ['acknowledgement', 'status e-mail', 'interview invitation', 'lost link'],
  referrals: [],
  messages: [],
  orders: ['order receipt', 'credit note', 'lost order link'],
  jobAlerts: ['job alert confirmation', 'job alert digest'],
}
