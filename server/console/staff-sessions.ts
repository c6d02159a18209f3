import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'

/** A session ends after 8 hours without use, and 7 days after signing in whatever happens. */
export const sessionIdleMs = 8 * 60 * 60 * 1000
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex')

/** Starts a session for a staff member: the random id (256 bits) for the cookie; the table keeps its hash. */
export async function startSession(db: Queryable, staffId: number): Promise<string> {
  // Every sign-in clears the expired sessions, so the table never grows without bound.
  await deleteExpiredSessions(db)
  const sessionId = randomBytes(32).toString('base64url')
  await db.query('INSERT INTO staff_sessions (id_hash, staff_id) VALUES ($1, $2)', [hashOf(sessionId), staffId])
  return sessionId
}

/** The signed-in staff member for a session id, or null (unknown, idle too long, too old); marks it used. */
export async function sessionStaff(
  db: Queryable,
  sessionId: string,
): Promise<{ staffId: number; email: string } | null> {
  if (!/^[\w-]{43}$/.test(sessionId)) return null
  const row = await queryOne(
    db,
    z.object({ staff_id: z.number(), email: z.string() }),
    `UPDATE staff_sessions s SET last_seen_at = now()
     FROM staff
     WHERE s.id_hash = $1 AND staff.id = s.staff_id
       AND s.last_seen_at > now() - ($2 * interval '1 millisecond')
       AND s.created_at > now() - ($3 * interval '1 millisecond')
     RETURNING s.staff_id, staff.email`,
    [hashOf(sessionId), sessionIdleMs, sessionAbsoluteMs],
  )
  return row === null ? null : { staffId: row.staff_id, email: row.email }
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [hashOf(sessionId)])
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
