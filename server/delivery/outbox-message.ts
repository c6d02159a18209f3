import { z } from 'zod'
import { addressOf } from '../notify/mail-env.ts'

/** A file sent with an e-mail (an invoice's PDF), its bytes in base64 so the row stays JSON. */
export const outboxAttachment = z.object({
  filename: z.string().min(1).max(120),
  contentType: z.string().min(1),
  content: z.string(),
  encoding: z.literal('base64'),
})

/**
 * A calendar invitation carried as the message's own `text/calendar; method=…` part (not a plain
 * attachment), which is what Gmail, Outlook and Apple Calendar offer to add with one tap.
 */
export const outboxCalendarEvent = z.object({
  method: z.enum(['REQUEST', 'CANCEL', 'PUBLISH']),
  filename: z.string().min(1).max(120).optional(),
  content: z.string(),
})

/** An e-mail as the worker sends it: to one address or the team's list. */
export const outboxMail = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  subject: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z.array(outboxAttachment).max(5).optional(),
  icalEvent: outboxCalendarEvent.optional(),
  /**
   * Whose name the e-mail comes from: 'careers' (applicants, job seekers, staff; the default) or
   * 'company' (buyers' receipts, credit notes and order links, issue 60 item 7). One sending address.
   */
  sender: z.enum(['careers', 'company']).optional(),
})

/**
 * What to do once the mail server has taken the e-mail (issue 59 item 2): 'Lost your link?' ends the
 * older links of these applications and orders only then, keeping the fresh ones (by their SHA-256), so
 * that asking during a mail outage never cuts anyone off.
 */
export const afterSent = z.object({
  endOlderLinks: z.object({
    applicationIds: z.array(z.number().int()).max(50),
    orderIds: z.array(z.string().max(64)).max(50),
    keep: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(100),
  }),
})
export type AfterSent = z.infer<typeof afterSent>

const teamEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('application'), id: z.number(), jobId: z.number(), jobName: z.string() }),
  z.object({ kind: z.literal('referral'), id: z.number() }),
  z.object({ kind: z.literal('contact'), id: z.number() }),
])

/**
 * What a row of the outbox asks for. `mail` is ready to send; `team` is written for NOTIFY_EMAIL when it
 * goes; `lost-link`, `lost-order-link` and `job-alert-confirmation` are composed by the worker (their
 * links are issued there, after the visitor's answer, so the answer takes the same time for every
 * address) and then kept as `mail`, so a retry sends the same links; `push` sends one job to the
 * matching devices.
 */
export const outboxMessage = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('mail'), mail: outboxMail, afterSent: afterSent.optional() }),
  z.object({ channel: z.literal('team'), event: teamEvent }),
  z.object({ channel: z.literal('lost-link'), email: z.string() }),
  z.object({ channel: z.literal('lost-order-link'), email: z.string() }),
  z.object({
    channel: z.literal('job-alert-confirmation'),
    email: z.string(),
    search: z.object({ q: z.string(), location: z.string() }),
  }),
  z.object({ channel: z.literal('push'), jobId: z.number() }),
])

export type OutboxMessage = z.infer<typeof outboxMessage>
export type OutboxMail = z.infer<typeof outboxMail>
export type OutboxAttachment = z.infer<typeof outboxAttachment>

/** Which kinds of message there are (the log, the metrics and the console name these, never an address). */
export const outboxKinds = [
  'acknowledgement',
  'lost link',
  'lost order link',
  'team notification',
  'status e-mail',
  'job alert confirmation',
  'job alert digest',
  'passkey added',
  'codes locked',
  'push alert',
  'interview invitation',
  'order receipt',
  'credit note',
] as const
export type OutboxKind = (typeof outboxKinds)[number]

/**
 * To whom a message goes, for its keyed hashes (the People screen's erase). The team's own notices
 * and push alerts name no person.
 */
export function recipientsOf(message: OutboxMessage): string[] {
  switch (message.channel) {
    case 'mail':
      return (Array.isArray(message.mail.to) ? message.mail.to : [message.mail.to]).map(addressOf)
    case 'lost-link':
    case 'lost-order-link':
    case 'job-alert-confirmation':
      return [message.email]
    case 'team':
    case 'push':
      return []
  }
}
