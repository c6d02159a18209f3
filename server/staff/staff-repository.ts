import { z } from 'zod'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'

/** Adds a staff member, or gives an existing one (same e-mail, any letter case) a new password. */
export async function saveStaff(db: Queryable, email: string, passwordHash: string): Promise<'added' | 'reset'> {
  const row = await queryOne(
    db,
    z.object({ added: z.boolean() }),
    `INSERT INTO staff (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
     RETURNING (xmax = 0) AS added`,
    [email, passwordHash],
  )
  return row?.added === true ? 'added' : 'reset'
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
