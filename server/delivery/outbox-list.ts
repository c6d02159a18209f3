import { z } from 'zod'
import {
  type DeliveryMessages,
  deliveryListLimit,
  deliveryMessagesSchema,
  deliveryRecipients,
} from '../../src/contracts/deliveries.ts'
import type { Sealer } from '../at-rest/sealer.ts'
import { queryRows, type Queryable } from '../db/db.ts'
import { isoTime } from '../console/console-sql.ts'

const listedRow = z.object({
  id: z.coerce.number().int(),
  kind: z.string(),
  status: z.enum(['waiting', 'failed']),
  sealed_recipient: z.string().nullable(),
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  next_attempt_at: z.string(),
  total: z.coerce.number().int(),
})

/**
 * The Staff screen's list (administrators, issue 60 item 6): each waiting or failed message, newest
 * first, its address opened from its seal here and nowhere else. Never its text: a failed row has none.
 */
export async function listDeliveries(db: Queryable, sealer: Sealer): Promise<DeliveryMessages> {
  const rows = await queryRows(
    db,
    listedRow,
    `SELECT id, kind, status, sealed_recipient, last_error, attempts, ${isoTime('created_at')} AS created_at,
            ${isoTime('finished_at')} AS finished_at, ${isoTime('next_attempt_at')} AS next_attempt_at,
            count(*) OVER () AS total
       FROM outbox WHERE status IN ('waiting', 'failed')
      ORDER BY coalesce(finished_at, created_at) DESC, id DESC LIMIT $1`,
    [deliveryListLimit],
  )
  const results = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      recipient: await recipientOf(row, sealer),
      reason: row.last_error,
      attempts: row.attempts,
      created_at: row.created_at,
      finished_at: row.status === 'failed' ? row.finished_at : null,
      next_attempt_at: row.status === 'waiting' ? row.next_attempt_at : null,
    })),
  )
  return deliveryMessagesSchema.parse({ results, more: Math.max(0, (rows[0]?.total ?? 0) - rows.length) })
}

async function recipientOf(row: z.infer<typeof listedRow>, sealer: Sealer): Promise<string> {
  if (row.sealed_recipient !== null) {
    return (await sealer.open(row.sealed_recipient, 'recipient')) ?? deliveryRecipients.notKept
  }
  if (row.kind === 'team notification') return deliveryRecipients.team
  if (row.kind === 'push alert') return deliveryRecipients.devices
  return deliveryRecipients.notKept
}
