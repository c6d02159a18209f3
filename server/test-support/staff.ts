import { z } from 'zod'
import type { StaffRole } from '../../src/contracts/console-access.ts'
import { replaceRecoveryCodes } from '../console/two-factor.ts'
import { queryOne, type Queryable } from '../db/db.ts'
import { hashPassword } from '../staff/password.ts'
import { saveStaff } from '../staff/staff-repository.ts'
import { testSealer } from './test-key.ts'
import { postJson } from './test-server.ts'

/** A fixed authenticator secret for test accounts (tests that need codes compute them from it). */
export const testTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** A staff member with a password, a role and an authenticator app already set up. */
export async function addTestStaff(db: Queryable, email: string, password: string, role: StaffRole = 'admin') {
  const saved = await saveStaff(db, email, await hashPassword(password))
  await db.query('UPDATE staff SET role = $2, totp_secret = $3 WHERE id = $1', [
    saved.staffId,
    role,
    await testSealer.seal(testTotpSecret, 'totp'),
  ])
  return saved
}

/**
 * Both steps of a sign-in through the real routes: the password, then a recovery code made for the
 * occasion (codes from the app may be given once per 30 s step, which a test signing in often would
 * run out of). Returns the session cookie.
 */
export async function signInBothSteps(
  db: Queryable,
  apiBase: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const first = await postJson(`${apiBase}/console/sign-in`, { email, password }, headers)
  if (first.status !== 200) throw new Error(`sign-in answered ${first.status}`)
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const staff = await queryOne(
    db,
    z.object({ id: z.number() }),
    'SELECT id FROM staff WHERE lower(email) = lower($1)',
    [email],
  )
  if (staff === null) throw new Error('no such staff member')
  const [code] = await replaceRecoveryCodes(db, staff.id)
  const second = await postJson(`${apiBase}/console/two-factor/verify`, { code }, { ...headers, Cookie: cookie })
  if (second.status !== 200) throw new Error(`the second step answered ${second.status}`)
  return cookie
}

/** The password step alone from a client network (X-Forwarded-For; the server trusts one proxy): the session cookie. */
export async function passwordStep(apiBase: string, email: string, password: string, from: string): Promise<string> {
  const response = await postJson(`${apiBase}/console/sign-in`, { email, password }, { 'X-Forwarded-For': from })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}
