import { z } from 'zod'
import type { PersonRecordKind } from '../../../src/contracts/people.ts'
import { queryRows, type Queryable } from '../../db/db.ts'

/** Where each kind keeps the person's address (an order's is its payments' buyer's). */
const addressColumns: Record<PersonRecordKind, { table: string; column: string }> = {
  applications: { table: 'job_applications', column: 'email' },
  referrals: { table: 'referrals', column: 'email' },
  messages: { table: 'contact_messages', column: 'email' },
  orders: { table: 'payments', column: 'buyer_email' },
  jobAlerts: { table: 'job_alerts', column: 'email' },
}

/**
 * The address as the records store it, not as the searcher typed it (issue 60 item 15): each spelling
 * held for the kinds covered, the most used first, so 'TARA@EXAMPLE.COM' finds and shows 'tara@example.com'.
 */
export async function storedAddresses(db: Queryable, email: string, covered: readonly PersonRecordKind[]) {
  if (covered.length === 0) return []
  const parts = covered.map(
    (kind) =>
      `SELECT ${addressColumns[kind].column} AS email FROM ${addressColumns[kind].table} WHERE lower(${addressColumns[kind].column}) = lower($1)`,
  )
  const rows = await queryRows(
    db,
    z.object({ email: z.string() }),
    `SELECT email FROM (${parts.join(' UNION ALL ')}) held GROUP BY email ORDER BY count(*) DESC, email COLLATE "C"`,
    [email],
  )
  return rows.map((row) => row.email)
}
