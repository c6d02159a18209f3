import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Sealer } from '../at-rest/sealer.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { type StaffRole, staffRoles } from '../../src/contracts/console-access.ts'
import { isoTime } from './console-sql.ts'

/** A session ends after 8 hours without use, and 7 days after signing in whatever happens. */
export const sessionIdleMs = 8 * 60 * 60 * 1000
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex')
/** What the table keeps of a cookie's session id. */
export const sessionIdHash = hashOf
const live = `s.last_seen_at > now() - ($2 * interval '1 millisecond')
  AND s.created_at > now() - ($3 * interval '1 millisecond')`
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface SessionStaff {
  staffId: number
  email: string
  role: StaffRole
  /** The session's public id: what the Account screen shows and ends; never its id or hash. */
  sessionPublicId: string
  /** 'password' after the password alone: such a session reads nothing until the second step. */
  stage: 'password' | 'full'
  /** Whether the staff member has set up an authenticator app. */
  hasTotp: boolean
  /** When this session last gave a code or a passkey (null before the second step). */
  secondStepAt: Date | null
  /** Signed in through the company's provider (record 088): a fresh sign-in there stands for a code. */
  viaProvider: boolean
}

/**
 * Starts a session for a staff member: the random id (256 bits) for the cookie; the table keeps its
 * hash, a separate random public id and the browser's short description.
 */
export async function startSession(
  db: Queryable,
  staffId: number,
  browser = '',
  stage: 'password' | 'full' = 'password',
): Promise<string> {
  // Every sign-in clears the expired sessions, so the table never grows without bound.
  await deleteExpiredSessions(db)
  const sessionId = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO staff_sessions (id_hash, staff_id, browser, stage, second_step_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'full' THEN now() END)`,
    [hashOf(sessionId), staffId, browser.slice(0, 100), stage],
  )
  return sessionId
}

/** The session has passed its second step (a code or a passkey) now; false when it has ended meanwhile. */
export async function completeSecondStep(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_sessions SET stage = 'full', second_step_at = now(), pending_totp_secret = NULL, code_attempts = 0
     WHERE id_hash = $1 RETURNING 1`,
    [hashOf(sessionId)],
  )
  return rows.length > 0
}

/** Codes a session may be given since its last accepted one; the last of them, if wrong, ends it (record 057). */
export const codesPerSession = 5

/**
 * Counts a code given in this session before it is checked, so parallel guesses are counted as they
 * arrive: its number since the last accepted code, or null when `codesPerSession` are already counted
 * (or the session is gone).
 */
export async function countCodeAttempt(db: Queryable, sessionId: string): Promise<number | null> {
  const row = await queryOne(
    db,
    z.object({ code_attempts: z.number() }),
    `UPDATE staff_sessions SET code_attempts = code_attempts + 1
     WHERE id_hash = $1 AND code_attempts < $2 RETURNING code_attempts`,
    [hashOf(sessionId), codesPerSession],
  )
  return row?.code_attempts ?? null
}

/** The secret being set up in this session (shown as a QR code until its first code is verified). */
export async function pendingTotpSecret(
  db: Queryable,
  sessionId: string,
  create: () => string,
  sealer: Sealer,
): Promise<string> {
  const row = await queryOne(
    db,
    z.object({ pending_totp_secret: z.string() }),
    `UPDATE staff_sessions SET pending_totp_secret = coalesce(pending_totp_secret, $2)
     WHERE id_hash = $1 RETURNING pending_totp_secret`,
    [hashOf(sessionId), await sealer.seal(create(), 'totp')],
  )
  const secret = row === null ? null : await sealer.open(row.pending_totp_secret, 'totp')
  if (secret === null) throw new Error('session gone')
  return secret
}

export async function readPendingTotpSecret(db: Queryable, sessionId: string, sealer: Sealer): Promise<string | null> {
  const row = await queryOne(
    db,
    z.object({ pending_totp_secret: z.nullable(z.string()) }),
    'SELECT pending_totp_secret FROM staff_sessions WHERE id_hash = $1',
    [hashOf(sessionId)],
  )
  return row?.pending_totp_secret == null ? null : sealer.open(row.pending_totp_secret, 'totp')
}

/** The signed-in staff member for a session id, or null (unknown, idle too long, too old); marks it used. */
export async function sessionStaff(db: Queryable, sessionId: string): Promise<SessionStaff | null> {
  if (!/^[\w-]{43}$/.test(sessionId)) return null
  const row = await queryOne(
    db,
    z.object({
      staff_id: z.number(),
      email: z.string(),
      role: z.enum(staffRoles),
      public_id: z.string(),
      stage: z.enum(['password', 'full']),
      has_totp: z.boolean(),
      second_step_at: z.nullable(z.date()),
      via_provider: z.boolean(),
    }),
    `UPDATE staff_sessions s SET last_seen_at = now()
     FROM staff
     WHERE s.id_hash = $1 AND staff.id = s.staff_id AND ${live}
     RETURNING s.staff_id, staff.email, staff.role, s.public_id::text, s.stage,
               staff.totp_secret IS NOT NULL AS has_totp, s.second_step_at,
               s.oidc_expires_at IS NOT NULL AS via_provider`,
    [hashOf(sessionId), sessionIdleMs, sessionAbsoluteMs],
  )
  return row === null
    ? null
    : {
        staffId: row.staff_id,
        email: row.email,
        role: row.role,
        sessionPublicId: row.public_id,
        stage: row.stage,
        hasTotp: row.has_totp,
        secondStepAt: row.second_step_at,
        viaProvider: row.via_provider,
      }
}

/** Ends the session with this cookie id; returns whose it was (null when there was none). */
export async function endSession(db: Queryable, sessionId: string): Promise<{ staffId: number; email: string } | null> {
  if (!/^[\w-]{43}$/.test(sessionId)) return null
  const row = await queryOne(
    db,
    z.object({ staff_id: z.number(), email: z.string() }),
    `DELETE FROM staff_sessions s USING staff
     WHERE s.id_hash = $1 AND staff.id = s.staff_id
     RETURNING s.staff_id, staff.email`,
    [hashOf(sessionId)],
  )
  return row === null ? null : { staffId: row.staff_id, email: row.email }
}

export const staffSessionRowSchema = z.object({
  id: z.string(),
  browser: z.string(),
  started_at: z.string(),
  last_seen_at: z.string(),
  /** Passed the password only: the warning sign that someone else may know it. */
  password_only: z.boolean(),
})

/** A staff member's live sessions, the most recently used first. */
export function listSessions(db: Queryable, staffId: number): Promise<Array<z.infer<typeof staffSessionRowSchema>>> {
  return queryRows(
    db,
    staffSessionRowSchema,
    `SELECT s.public_id::text AS id, s.browser, ${isoTime('s.created_at')} AS started_at,
            ${isoTime('s.last_seen_at')} AS last_seen_at, s.stage <> 'full' AS password_only
     FROM staff_sessions s
     WHERE s.staff_id = $1 AND ${live}
     ORDER BY s.last_seen_at DESC, s.created_at DESC`,
    [staffId, sessionIdleMs, sessionAbsoluteMs],
  )
}

/** Ends one of this staff member's sessions by its public id: its browser, or null when they have no such session. */
export async function endSessionByPublicId(db: Queryable, staffId: number, publicId: string): Promise<string | null> {
  if (!uuidPattern.test(publicId)) return null
  const row = await queryOne(
    db,
    z.object({ browser: z.string() }),
    'DELETE FROM staff_sessions WHERE staff_id = $1 AND public_id = $2::uuid RETURNING browser',
    [staffId, publicId],
  )
  return row?.browser ?? null
}

/**
 * Ends every session of a staff member (a new password, a second step reset, a role change, 'Sign
 * out everywhere'), or every one but `keepPublicId`; returns how many were live.
 */
export async function endAllSessions(db: Queryable, staffId: number, keepPublicId?: string): Promise<number> {
  const rows = await queryRows(
    db,
    z.object({ live: z.boolean() }),
    `DELETE FROM staff_sessions s WHERE s.staff_id = $1 AND s.public_id::text IS DISTINCT FROM $4
     RETURNING (${live}) AS live`,
    [staffId, sessionIdleMs, sessionAbsoluteMs, keepPublicId ?? null],
  )
  return rows.filter((row) => row.live).length
}

/** Deletes the sessions sessionStaff would no longer accept; returns how many. For housekeeping too. */
export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const deleted = await db.query(
    `DELETE FROM staff_sessions
     WHERE last_seen_at <= now() - ($1 * interval '1 millisecond')
        OR created_at <= now() - ($2 * interval '1 millisecond')
     RETURNING 1`,
    [sessionIdleMs, sessionAbsoluteMs],
  )
  return deleted.length
}
