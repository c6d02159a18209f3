import { createHash } from 'node:crypto'
import type { AuditAction } from '../../src/contracts/audit-actions.ts'
import { consoleAuditEntrySchema, type ConsoleAuditEntry } from '../../src/contracts/console.ts'
import { queryRows, type Queryable } from '../db/db.ts'
import { consoleListLimit, isoTime } from './console-sql.ts'

export interface AuditEntry {
  /** One of auditActionWords' codes (src/contracts/audit-actions.ts): the console words it. */
  action: AuditAction
  /** What changed, as staff recognise it; never an applicant's personal data. */
  subject: string
  detail?: string
}

/**
 * Records a change or a security event by (or, for a failed sign-in, against) a staff member; call it
 * inside the change's own transaction. Never a password, a cookie or a whole User-Agent.
 */
export async function recordAudit(
  tx: Queryable,
  staff: { staffId: number; email: string },
  entry: AuditEntry,
): Promise<void> {
  await tx.query('INSERT INTO audit_log (staff_id, staff_email, action, subject, detail) VALUES ($1, $2, $3, $4, $5)', [
    staff.staffId,
    staff.email,
    entry.action,
    entry.subject,
    entry.detail ?? '',
  ])
}

/** Failed sign-ins for one account get a row per client network up to this many per window; beyond, one row for the rest. */
export const failureRowsPerAccount = 20
/** Repeated failures of one kind, for one account, from one network, within this long, share a row. */
export const failureWindowMinutes = 15

/**
 * Records a failed sign-in step (a wrong password or code, a refused passkey) so that guessing cannot
 * flood the log: one row per staff member, kind, client network (hashed, never shown) and 15-minute
 * window, whose `times` grows and whose `at` moves to the latest. Once the account has had
 * `failureRowsPerAccount` attempts in the window, further networks share one row.
 */
export async function recordRepeatedFailure(
  db: Queryable,
  staff: { staffId: number; email: string },
  entry: AuditEntry & { action: 'sign-in.failed' },
  group: { kind: string; network: string; attemptsForAccount: number },
): Promise<void> {
  const window = Math.floor(Date.now() / (failureWindowMinutes * 60_000))
  const network = group.attemptsForAccount <= failureRowsPerAccount ? group.network : 'other networks'
  const mergeKey = createHash('sha256')
    .update(JSON.stringify([staff.staffId, group.kind, network, window]))
    .digest('hex')
  await db.query(
    `INSERT INTO audit_log (staff_id, staff_email, action, subject, detail, merge_key, first_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (merge_key) DO UPDATE SET times = audit_log.times + 1, at = now()`,
    [staff.staffId, staff.email, entry.action, entry.subject, entry.detail ?? '', mergeKey],
  )
}

/** Who the audit log names for a change made through an applicant's private link: never their name or e-mail. */
export const applicantActor = 'the applicant (private link)'

/** Records a change the applicant made through their private link (record 050), in the same log staff read. */
export async function recordApplicantAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    'INSERT INTO audit_log (staff_id, staff_email, action, subject, detail) VALUES (NULL, $1, $2, $3, $4)',
    [applicantActor, entry.action, entry.subject, entry.detail ?? ''],
  )
}

export function listAudit(db: Queryable): Promise<ConsoleAuditEntry[]> {
  return queryRows(
    db,
    consoleAuditEntrySchema,
    `SELECT id, staff_email, action, subject, detail, ${isoTime('at')} AS at, times,
            CASE WHEN first_at IS NULL THEN NULL ELSE ${isoTime('first_at')} END AS first_at
     FROM audit_log ORDER BY at DESC, id DESC LIMIT $1`,
    [consoleListLimit],
  )
}
