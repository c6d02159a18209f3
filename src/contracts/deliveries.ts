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

/** POST /api/console/deliveries/retry: every failed message waits again, with a fresh day of tries. */
export const deliveryRetrySchema = z.object({ retried: z.int() })

export const deliveryMessages = {
  heading: 'E-mails and alerts',
  tryAgain: 'Try again',
  retried: (count: number) =>
    count === 0
      ? 'Nothing had failed.'
      : `${count} ${count === 1 ? 'message waits' : 'messages wait'} to be sent again.`,
  loadFailed: 'The counts could not be loaded. Reload the page to try again.',
} as const
