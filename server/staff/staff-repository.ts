import { z } from 'zod'
import { endAllSessions } from '../console/staff-sessions.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { type StaffRole, staffRoles } from '../../src/contracts/console-access.ts'

/**
 * Adds a staff member (admin unless a role is given), or gives an existing one (same e-mail, any
 * letter case) a new password and, when given, a new role; a new password ends every session of
 * theirs (run from the command line, no session is the current one) and removes their passkeys: a
 * password is reset because the account may be in someone else's hands, who may have added one.
 */
export async function saveStaff(
  db: Queryable,
  email: string,
  passwordHash: string,
  role?: StaffRole,
): Promise<{
  outcome: 'added' | 'reset'
  staffId: number
  email: string
  role: StaffRole
  roleBefore?: StaffRole
  endedSessions: number
  removedPasskeys: number
}> {
  const before = await findStaff(db, email)
  const row = await queryOne(
    db,
    z.object({ id: z.number(), email: z.string(), role: z.enum(staffRoles), added: z.boolean() }),
    `INSERT INTO staff (email, password_hash, role) VALUES ($1, $2, coalesce($3, 'admin'))
     ON CONFLICT (lower(email)) DO UPDATE
       SET password_hash = EXCLUDED.password_hash, role = coalesce($3, staff.role), updated_at = now()
     RETURNING id, email, role, (xmax = 0) AS added`,
    [email, passwordHash, role ?? null],
  )
  if (row === null) throw new Error('staff member not saved')
  const endedSessions = row.added ? 0 : await endAllSessions(db, row.id)
  const removedPasskeys = row.added
    ? 0
    : (await db.query('DELETE FROM staff_passkeys WHERE staff_id = $1 RETURNING 1', [row.id])).length
  return {
    outcome: row.added ? 'added' : 'reset',
    staffId: row.id,
    email: row.email,
    role: row.role,
    roleBefore: before?.role,
    endedSessions,
    removedPasskeys,
  }
}

export function findStaff(db: Queryable, email: string) {
  return queryOne(
    db,
    z.object({ id: z.number(), email: z.string(), role: z.enum(staffRoles) }),
    'SELECT id, email, role FROM staff WHERE lower(email) = lower($1)',
    [email],
  )
}

/**
 * Clears a lost second factor: the authenticator app, its recovery codes and every passkey; ends
 * every session. At the next sign-in the staff member sets up two-step sign-in again. Returns how
 * many live sessions ended.
 */
export async function resetSecondStep(db: Queryable, staffId: number): Promise<number> {
  await db.query('UPDATE staff SET totp_secret = NULL, totp_last_step = 0, updated_at = now() WHERE id = $1', [staffId])
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId])
  await db.query('DELETE FROM staff_passkeys WHERE staff_id = $1', [staffId])
  return endAllSessions(db, staffId)
}

export async function removeStaff(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM staff WHERE lower(email) = lower($1) RETURNING id', [email])
  return rows.length > 0
}

export function listStaff(
  db: Queryable,
): Promise<{ email: string; role: StaffRole; two_step: boolean; created_at: Date }[]> {
  return queryRows(
    db,
    z.object({ email: z.string(), role: z.enum(staffRoles), two_step: z.boolean(), created_at: z.date() }),
    'SELECT email, role, totp_secret IS NOT NULL AS two_step, created_at FROM staff ORDER BY lower(email)',
  )
}
