// The outbox as staff see it (record 059): counts, and for administrators each waiting or failed
// message's kind, address and reason (issue 60 item 6), never its text.
import { z } from '../lib/schema.ts'

/** GET /api/console/deliveries/: messages waiting for a try, and messages that failed for good. */
export const deliveryCountsSchema = z.object({
  waiting: z.int(),
  failed: z.int(),
  /** When the oldest waiting message was recorded (ISO time), or null when none waits. */
  oldest_waiting_at: z.nullable(z.string()),
})
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>

/**
 * POST /api/console/deliveries/send-now: every waiting message is tried now rather than at its next
 * retry (once the mail server is back). A failed message keeps nothing to send again (issue 59 item 2).
 */
export const deliverySendNowSchema = z.object({ queued: z.int() })

/**
 * GET /api/console/deliveries/messages (administrators): each waiting or failed message, newest first
 * (issue 60 item 6). `recipient` is opened from its seal on the server; a failed one keeps only that and
 * `reason` (the mail server's reply code and words, no address), never its text.
 */
export const deliveryMessageSchema = z.object({
  id: z.int(),
  /** The outbox's kind ('acknowledgement', 'order receipt' …): shown through deliveryKindLabels. */
  kind: z.string(),
  status: z.enum(['waiting', 'failed']),
  recipient: z.string(),
  /** Failed: why; waiting: the last try's error, or null when not tried yet or it has not failed. */
  reason: z.nullable(z.string()),
  attempts: z.int(),
  created_at: z.string(),
  /** When it failed (null while waiting). */
  finished_at: z.nullable(z.string()),
  /** When a waiting message is tried next (null once failed). */
  next_attempt_at: z.nullable(z.string()),
})
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>
export const deliveryMessagesSchema = z.object({
  results: z.array(deliveryMessageSchema),
  /** How many more wait or failed than the list shows (it shows the newest deliveryListLimit). */
  more: z.int(),
})
export type DeliveryMessages = z.infer<typeof deliveryMessagesSchema>
export const deliveryListLimit = 100

/** Each kind of message in plain words, for the Staff screen (the server's outboxKinds, all of them). */
export const deliveryKindLabels: Readonly<Record<string, string>> = {
  acknowledgement: 'Application received',
  'lost link': 'Fresh application links',
  'lost order link': 'Fresh order links',
  'team notification': 'Notice to the team',
  'status e-mail': 'Application update',
  'job alert confirmation': 'Job alert confirmation',
  'job alert digest': 'Job alert',
  'passkey added': 'Passkey added',
  'codes locked': 'Sign-in codes locked',
  'push alert': 'Job alert on devices',
  'interview invitation': 'Interview invitation',
  'order receipt': 'Receipt',
  'credit note': 'Credit note',
}

/** To whom, when no single address was sealed with the message. */
export const deliveryRecipients = {
  team: 'The team (NOTIFY_EMAIL)',
  devices: 'Devices with job alerts on',
  notKept: 'Not kept',
} as const

export const deliveryMessages = {
  heading: 'E-mails and alerts',
  sendNow: 'Send now',
  queued: (count: number) =>
    count === 0
      ? 'Nothing was waiting for a later try.'
      : `${count} waiting ${count === 1 ? 'message is' : 'messages are'} being tried now.`,
  /** How tries go (issue 60 item 6: a refused address fails at once). */
  retries:
    'E-mails and push alerts are retried for a day when the mail server or a push service is away. An address the mail server refuses for good fails at once.',
  failedNotKept:
    'A message that failed is not kept, so it cannot be sent again: only its kind, address and reason stay, for 30 days. Phone or write to the person another way; applicants and buyers can also ask for their links again with ‘Lost your link?’.',
  listHeading: 'Waiting and failed messages',
  more: (count: number) => `and ${count} older ${count === 1 ? 'message' : 'messages'} not shown.`,
  loadFailed: 'The counts could not be loaded. Reload the page to try again.',
} as const
