// The outbox as staff see it (record 059): counts only, never to whom.
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

export const deliveryMessages = {
  heading: 'E-mails and alerts',
  sendNow: 'Send now',
  queued: (count: number) =>
    count === 0
      ? 'Nothing was waiting for a later try.'
      : `${count} waiting ${count === 1 ? 'message is' : 'messages are'} being tried now.`,
  failedNotKept:
    'A message that failed is not kept, so it cannot be sent again: applicants and buyers can ask for their links again with ‘Lost your link?’.',
  loadFailed: 'The counts could not be loaded. Reload the page to try again.',
} as const
