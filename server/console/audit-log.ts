import { consoleAuditEntrySchema, type ConsoleAuditEntry } from '../../src/contracts/console.ts'
import { queryRows, type Queryable } from '../db/db.ts'
import { consoleListLimit, isoTime } from './console-sql.ts'

export interface AuditEntry {
  action:
    | 'job.created'
    | 'job.updated'
    | 'job.closed'
    | 'job.reopened'
    | 'plan.updated'
    | 'application.status'
    | 'application.deleted'
    | 'application.cv-downloaded'
    | 'sign-in.succeeded'
    | 'sign-in.failed'
    | 'session.ended'
    | 'sessions.ended'
    | 'password.set'
    | 'two-factor.set-up'
    | 'two-factor.reset'
    | 'passkey.added'
    | 'passkey.removed'
    | 'role.changed'
    | 'export.downloaded'
    | 'person.erased'
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
    `SELECT id, staff_email, action, subject, detail, ${isoTime('at')} AS at
     FROM audit_log ORDER BY at DESC, id DESC LIMIT $1`,
    [consoleListLimit],
  )
}
