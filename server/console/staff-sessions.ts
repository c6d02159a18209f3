import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { isoTime } from './console-sql.ts'

/** A session ends after 8 hours without use, and 7 days after signing in whatever happens. */
export const sessionIdleMs = 8 * 60 * 60 * 1000
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex')
const live = `s.last_seen_at > now() - ($2 * interval '1 millisecond')
  AND s.created_at > now() - ($3 * interval '1 millisecond')`
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface SessionStaff {
  staffId: number
  email: string
  /** The session's public id: what the Account screen shows and ends; never its id or hash. */
  sessionPublicId: string
}

/**
 * Starts a session for a staff member: the random id (256 bits) for the cookie; the table keeps its
 * hash, a separate random public id and the browser's short description.
 */
export async function startSession(db: Queryable, staffId: number, browser = ''): Promise<string> {
  // Every sign-in clears the expired sessions, so the table never grows without bound.
  await deleteExpiredSessions(db)
  const sessionId = randomBytes(32).toString('base64url')
  await db.query('INSERT INTO staff_sessions (id_hash, staff_id, browser) VALUES ($1, $2, $3)', [
    hashOf(sessionId),
    staffId,
    browser.slice(0, 100),
  ])
  return sessionId
}

/** The signed-in staff member for a session id, or null (unknown, idle too long, too old); marks it used. */
export async function sessionStaff(db: Queryable, sessionId: string): Promise<SessionStaff | null> {
  if (!/^[\w-]{43}$/.test(sessionId)) return null
  const row = await queryOne(
    db,
    z.object({ staff_id: z.number(), email: z.string(), public_id: z.string() }),
    `UPDATE staff_sessions s SET last_seen_at = now()
     FROM staff
     WHERE s.id_hash = $1 AND staff.id = s.staff_id AND ${live}
     RETURNING s.staff_id, staff.email, s.public_id::text`,
    [hashOf(sessionId), sessionIdleMs, sessionAbsoluteMs],
  )
  return row === null ? null : { staffId: row.staff_id, email: row.email, sessionPublicId: row.public_id }
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
})

/** A staff member's live sessions, the most recently used first. */
export function listSessions(db: Queryable, staffId: number): Promise<Array<z.infer<typeof staffSessionRowSchema>>> {
  return queryRows(
    db,
    staffSessionRowSchema,
    `SELECT s.public_id::text AS id, s.browser, ${isoTime('s.created_at')} AS started_at,
            ${isoTime('s.last_seen_at')} AS last_seen_at
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

/** Ends every session of a staff member (a new password, 'Sign out everywhere'); returns how many were live. */
export async function endAllSessions(db: Queryable, staffId: number): Promise<number> {
  const rows = await queryRows(
    db,
    z.object({ live: z.boolean() }),
    `DELETE FROM staff_sessions s WHERE s.staff_id = $1
     RETURNING (${live}) AS live`,
    [staffId, sessionIdleMs, sessionAbsoluteMs],
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
