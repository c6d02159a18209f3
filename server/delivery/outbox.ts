import { processSealer, type Sealer } from '../at-rest/sealer.ts'
import type { Queryable } from '../db/db.ts'
import type { OutboxKind, OutboxMessage } from './outbox-message.ts'
import { insertOutboxMessage } from './outbox-store.ts'
import { defaultRetrySchedule } from './retry-schedule.ts'

/**
 * Where routes put what they promise to send (record 059): `add` on the transaction of the event that
 * causes it, `wake` after its commit. E-mails are recorded only when a mail server is set up.
 */
export interface Outbox {
  /** SMTP_URL and NOTIFY_EMAIL are set: e-mails can go out. */
  readonly mail: boolean
  /** What rows are sealed with (record 083): the worker opens them with the same. */
  readonly sealer: Sealer
  /** `about.applicationId`: the application it concerns, whose card says when it could not be delivered. */
  add(tx: Queryable, kind: OutboxKind, message: OutboxMessage, about?: { applicationId: number }): Promise<void>
  /** After the commit: this instance's worker looks now rather than at its next poll. */
  wake(): void
}

export function outbox(options: { mail: boolean; sealer: Sealer; giveUpAfterMs?: number; wake?: () => void }): Outbox {
  const giveUpAfterMs = options.giveUpAfterMs ?? defaultRetrySchedule.giveUpAfterMs
  return {
    mail: options.mail,
    sealer: options.sealer,
    async add(tx, kind, message, about) {
      if (message.channel !== 'push' && !options.mail) return
      await insertOutboxMessage(tx, kind, message, giveUpAfterMs, options.sealer, about?.applicationId ?? null)
    },
    wake: () => options.wake?.(),
  }
}

/** No mail server, no worker: push alerts are still recorded (a test app's default, sealed for this process only). */
export const mailLessOutbox: Outbox = outbox({ mail: false, sealer: processSealer })
