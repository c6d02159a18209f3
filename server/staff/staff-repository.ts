import { z } from 'zod'
import { endAllSessions } from '../console/staff-sessions.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'

/**
 * Adds a staff member, or gives an existing one (same e-mail, any letter case) a new password; a new
 * password ends every session of theirs (run from the command line, no session is the current one).
 */
export async function saveStaff(
  db: Queryable,
  email: string,
  passwordHash: string,
): Promise<{ outcome: 'added' | 'reset'; staffId: number; email: string; endedSessions: number }> {
  const row = await queryOne(
    db,
    z.object({ id: z.number(), email: z.string(), added: z.boolean() }),
    `INSERT INTO staff (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
     RETURNING id, email, (xmax = 0) AS added`,
    [email, passwordHash],
  )
  if (row === null) throw new Error('staff member not saved')
  const endedSessions = row.added ? 0 : await endAllSessions(db, row.id)
  return { outcome: row.added ? 'added' : 'reset', staffId: row.id, email: row.email, endedSessions }
}

export async function removeStaff(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM staff WHERE lower(email) = lower($1) RETURNING id', [email])
  return rows.length > 0
}

export function listStaff(db: Queryable): Promise<{ email: string; created_at: Date }[]> {
  return queryRows(
    db,
    z.object({ email: z.string(), created_at: z.date() }),
    'SELECT email, created_at FROM staff ORDER BY lower(email)',
  )
}
