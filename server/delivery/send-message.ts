import type { Sealer } from '../at-rest/sealer.ts'
import type { Db } from '../db/db.ts'
import { composeLostLinks } from '../applicant/applicant-mail.ts'
import { composeAlertConfirmation } from '../job-alerts/job-alert-mail.ts'
import { composeLostOrderLinks } from '../my-order/lost-order-links.ts'
import { teamMessage } from '../notify/team-notifier.ts'
import type { SendClaimed } from './delivery-worker.ts'
import { endOlderLinks } from './end-older-links.ts'
import { type AfterSent, outboxMessage, type OutboxMail, type OutboxMessage } from './outbox-message.ts'
import { replacePayload, type ClaimedMessage } from './outbox-store.ts'

/** Hands one e-mail to the mail server; rejects when it did not take it. */
export type SendMail = (mail: OutboxMail) => Promise<void>

export interface MessageChannels {
  db: Db
  /** null: no mail server is set up (e-mails are then never recorded; an old row waits for one). */
  sendMail: SendMail | null
  /** NOTIFY_EMAIL: the team's addresses. */
  teamTo: readonly string[]
  siteUrl: string
  /** Opens the rows (and seals what a composed row becomes): the outbox's own. */
  sealer: Sealer
  /** Sends one job to the devices whose search it matches; rejects when some could not be reached. */
  pushJob: (jobId: number) => Promise<void>
}

export class NoMailServer extends Error {
  override name = 'NoMailServer'
}

/** The worker's `send`: what each kind of row becomes, through which channel. */
export function messageSender(channels: MessageChannels): SendClaimed {
  const mail = async (message: OutboxMail) => {
    if (channels.sendMail === null) throw new NoMailServer()
    await channels.sendMail(message)
  }
  /** Sends, then does what waits for the mail server's acceptance (endOlderLinks). */
  const mailThen = async (message: OutboxMail, then: AfterSent | undefined) => {
    await mail(message)
    if (then !== undefined) await endOlderLinks(channels.db, then.endOlderLinks)
  }
  /** Composes a request once, keeps the result so every retry sends the same links, then sends it. */
  const composed = async (
    claimed: ClaimedMessage,
    written: OutboxMail | { mail: OutboxMail; afterSent: AfterSent } | null,
  ) => {
    if (written === null) return 'dropped' as const
    const message: OutboxMessage =
      'mail' in written ? { channel: 'mail', ...written } : { channel: 'mail', mail: written }
    await replacePayload(channels.db, claimed, message, channels.sealer)
    await mailThen(message.mail, message.afterSent)
    return 'sent' as const
  }
  return async (claimed) => {
    const opened = claimed.sealed === null ? claimed.payload : await openRow(channels.sealer, claimed.sealed)
    // Sealed with another key or damaged: nothing can be sent (start-up refuses a database of another key).
    if (opened === undefined) return 'dropped'
    const message = outboxMessage.parse(opened)
    switch (message.channel) {
      case 'mail':
        await mailThen(message.mail, message.afterSent)
        return 'sent'
      case 'team':
        await mail({ to: [...channels.teamTo], ...teamMessage(message.event, channels.siteUrl) })
        return 'sent'
      case 'lost-link':
        if (channels.sendMail === null) throw new NoMailServer()
        return composed(claimed, await composeLostLinks(channels.db, channels.siteUrl, message.email))
      case 'lost-order-link':
        if (channels.sendMail === null) throw new NoMailServer()
        return composed(claimed, await composeLostOrderLinks(channels.db, channels.siteUrl, message.email))
      case 'job-alert-confirmation':
        if (channels.sendMail === null) throw new NoMailServer()
        return composed(
          claimed,
          await composeAlertConfirmation(channels.db, channels.siteUrl, message.email, message.search),
        )
      case 'push':
        await channels.pushJob(message.jobId)
        return 'sent'
    }
  }
}

async function openRow(sealer: Sealer, sealed: string): Promise<unknown> {
  const text = await sealer.open(sealed, 'outbox')
  return text === null ? undefined : JSON.parse(text)
}
