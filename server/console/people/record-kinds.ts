import { z } from 'zod'
import {
  personApplicationSchema,
  personMessageSchema,
  personOrderSchema,
  type PersonRecordKind,
  type PersonRecords,
  personReferralSchema,
} from '../../../src/contracts/people.ts'
import { queryRows, type Queryable } from '../../db/db.ts'
import { checkedCvKey } from '../../storage/cv-storage.ts'
import { isoTime } from '../console-sql.ts'
import { pipelineRecordsSql } from '../../pipeline/held-records.ts'
import { eraseSubscriptions, subscriptionsFor } from '../../job-alerts/job-alert-store.ts'
import { endOrderLinksOf } from '../../my-order/order-tokens.ts'

/** What erasing one kind did: how many records, and the CV files to remove after the commit (applications). */
export interface Erased {
  count: number
  cvKeys: string[]
}

/**
 * One kind of record held for a person, found by e-mail address ignoring letter case: what the
 * People screen lists, what the export holds (every field), and how it is erased.
 */
export interface RecordKind<Listed> {
  list(db: Queryable, email: string): Promise<Listed[]>
  /** Every stored field of every record, as JSON objects (internal storage keys left out). */
  exportAll(db: Queryable, email: string): Promise<unknown[]>
  /** Inside the erase's transaction. */
  erase(tx: Queryable, email: string): Promise<Erased>
}

/** Every column of each row, as the database stores it: `to_jsonb` follows new columns without a change here. */
async function rowsAsJson(db: Queryable, sql: string, email: string): Promise<unknown[]> {
  const rows = await queryRows(db, z.object({ row: z.string() }), sql, [email])
  return rows.map(({ row }): unknown => JSON.parse(row))
}

const count = async (tx: Queryable, sql: string, email: string) => (await tx.query(sql, [email])).length

/**
 * THE list of record kinds held for a person: search, export and erase walk it. A new kind (job-alert
 * subscriptions, issue 37) is one entry here after its entry in `personRecordKinds` (contracts/people).
 */
export function recordKinds(): { [K in PersonRecordKind]: RecordKind<NonNullable<PersonRecords[K]>[number]> } {
  return {
    applications: {
      list: (db, email) =>
        queryRows(
          db,
          personApplicationSchema,
          `SELECT a.id, j.job_name, a.stage, a.resume_name, ${isoTime('a.created_at')} AS created_at
             FROM job_applications a JOIN jobs j ON j.id = a.job_id
            WHERE lower(a.email) = lower($1) ORDER BY a.created_at DESC, a.id DESC`,
          [email],
        ),
      // The CV's file name, type and size are in the row; its storage key is ours, not the person's, as
      // is the share link's number (its source, where the job was shared, is in the row).
      exportAll: (db, email) =>
        rowsAsJson(
          db,
          `SELECT (jsonb_build_object(
                    'application', to_jsonb(a) - 'resume_key' - 'share_link_id',
                    'job', jsonb_build_object('id', j.id, 'title', j.job_name),
                    'private_links', (SELECT count(*) FROM applicant_tokens t WHERE t.application_id = a.id),
                    'private_links_expire_at', (SELECT max(t.expires_at) FROM applicant_tokens t WHERE t.application_id = a.id)
                  ) || ${pipelineRecordsSql('a.id')})::text AS row
             FROM job_applications a JOIN jobs j ON j.id = a.job_id
            WHERE lower(a.email) = lower($1) ORDER BY a.created_at, a.id`,
          email,
        ),
      async erase(tx, email) {
        // The private links go first (the foreign key would cascade; saying it keeps the intent plain).
        await tx.query(
          `DELETE FROM applicant_tokens WHERE application_id IN
             (SELECT id FROM job_applications WHERE lower(email) = lower($1))`,
          [email],
        )
        const rows = await queryRows(
          tx,
          z.object({ resume_key: z.string() }),
          'DELETE FROM job_applications WHERE lower(email) = lower($1) RETURNING resume_key',
          [email],
        )
        return { count: rows.length, cvKeys: rows.map((row) => checkedCvKey(row.resume_key)) }
      },
    },
    referrals: {
      list: (db, email) =>
        queryRows(
          db,
          personReferralSchema,
          `SELECT id, name, ${isoTime('created_at')} AS created_at FROM referrals
            WHERE lower(email) = lower($1) ORDER BY created_at DESC, id DESC`,
          [email],
        ),
      exportAll: (db, email) =>
        rowsAsJson(
          db,
          'SELECT to_jsonb(r)::text AS row FROM referrals r WHERE lower(r.email) = lower($1) ORDER BY r.created_at, r.id',
          email,
        ),
      erase: async (tx, email) => ({
        count: await count(tx, 'DELETE FROM referrals WHERE lower(email) = lower($1) RETURNING id', email),
        cvKeys: [],
      }),
    },
    messages: {
      list: (db, email) =>
        queryRows(
          db,
          personMessageSchema,
          `SELECT id, subject, ${isoTime('created_at')} AS created_at FROM contact_messages
            WHERE lower(email) = lower($1) ORDER BY created_at DESC, id DESC`,
          [email],
        ),
      exportAll: (db, email) =>
        rowsAsJson(
          db,
          `SELECT to_jsonb(m)::text AS row FROM contact_messages m
            WHERE lower(m.email) = lower($1) ORDER BY m.created_at, m.id`,
          email,
        ),
      erase: async (tx, email) => ({
        count: await count(tx, 'DELETE FROM contact_messages WHERE lower(email) = lower($1) RETURNING id', email),
        cvKeys: [],
      }),
    },
    // Orders hold the buyer's e-mail and phone on their payments; the orders and their tax invoices and
    // credit notes stay (tax law, taxInvoiceSettings.retentionYears), those fields go.
    orders: {
      list: (db, email) =>
        queryRows(
          db,
          personOrderSchema,
          `SELECT o.order_id, p.name AS plan_name, o.amount, o.currency, o.status, ${isoTime('o.created_at')} AS created_at
             FROM orders o JOIN plans p ON p.id = o.plan_id
            WHERE EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = o.order_id AND lower(pay.buyer_email) = lower($1))
            ORDER BY o.created_at DESC, o.order_id DESC`,
          [email],
        ),
      // The order as stored, its plan's name, the payments that carry this address, and its tax documents as issued.
      exportAll: (db, email) =>
        rowsAsJson(
          db,
          `SELECT (to_jsonb(o) || jsonb_build_object(
                    'plan_name', p.name,
                    'payments', (SELECT jsonb_agg(to_jsonb(pay) ORDER BY pay.created_at) FROM payments pay
                                  WHERE pay.order_id = o.order_id AND lower(pay.buyer_email) = lower($1)),
                    'tax_documents', (SELECT jsonb_agg(jsonb_build_object('number', d.number, 'series', d.series,
                                        'issue_date', d.issue_date, 'total', d.total, 'keep_until', d.keep_until,
                                        'document', d.content) ORDER BY d.id)
                                      FROM tax_documents d WHERE d.order_id = o.order_id)
                  ))::text AS row
             FROM orders o JOIN plans p ON p.id = o.plan_id
            WHERE EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = o.order_id AND lower(pay.buyer_email) = lower($1))
            ORDER BY o.created_at, o.order_id`,
          email,
        ),
      // The buyer's order links end too (issue 59 item 5), before the payments lose the address that finds them.
      async erase(tx, email) {
        await endOrderLinksOf(tx, email)
        const cleared = await queryRows(
          tx,
          z.object({ order_id: z.string() }),
          `WITH cleared AS (
             UPDATE payments SET buyer_email = NULL, buyer_phone = NULL
              WHERE lower(buyer_email) = lower($1) RETURNING order_id)
           SELECT DISTINCT order_id FROM cleared`,
          [email],
        )
        return { count: cleared.length, cvKeys: [] }
      },
    },
    // Job-alert subscriptions (issue 37): the search they follow; erased with their tokens (cascade).
    jobAlerts: {
      list: async (db, email) =>
        (await subscriptionsFor(db, email)).map((alert) => ({
          id: alert.id,
          query: alert.query,
          location: alert.location,
          confirmed: alert.confirmed_at !== null,
          created_at: alert.created_at.toISOString(),
        })),
      exportAll: async (db, email) => subscriptionsFor(db, email),
      erase: async (tx, email) => ({ count: await eraseSubscriptions(tx, email), cvKeys: [] }),
    },
  }
}
