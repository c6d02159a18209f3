import { createHash, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { z } from 'zod'
import type { Sealer } from '../at-rest/sealer.ts'
import { queryOne, type Queryable } from '../db/db.ts'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; a code one step early or late is accepted. */
const period = 30
const window = 1
export const recoveryCodeCount = 10

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Arcnova Consulting console',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  })

/** A new authenticator secret: 160 random bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** What the set-up screen shows: the otpauth:// address as a QR code (SVG), and the key as text, in groups of four. */
export async function totpSetup(secret: string, email: string): Promise<{ setupKey: string; qrSvg: string }> {
  const uri = totpFor(secret, email).toString()
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { setupKey: secret.replace(/(.{4})(?=.)/g, '$1 '), qrSvg }
}

/** The time step a six-digit code was made for (within one step of now), or null when it matches none. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpFor(secret).validate({ token, timestamp: now, window })
  return delta === null ? null : Math.floor(now / 1000 / period) + delta
}

/**
 * Accepts an authenticator code for a staff member at most once: the step it was made for must be
 * later than the last accepted one (checked and recorded in one statement, so two parallel requests
 * with one code cannot both pass).
 */
export async function acceptTotpCode(
  db: Queryable,
  staffId: number,
  code: string,
  sealer: Sealer,
  now = Date.now(),
): Promise<boolean> {
  const row = await queryOne(
    db,
    z.object({ totp_secret: z.nullable(z.string()) }),
    'SELECT totp_secret FROM staff WHERE id = $1',
    [staffId],
  )
  // Sealed at rest (record 083): a backup alone never yields the codes.
  const secret = row?.totp_secret == null ? null : await sealer.open(row.totp_secret, 'totp')
  if (secret === null) return false
  const step = totpStep(secret, code, now)
  if (step === null) return false
  const taken = await db.query(
    'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
    [staffId, step],
  )
  return taken.length > 0
}

const recoveryHash = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^0-9A-Z]/g, ''))
    .digest('hex')

/** Ten new one-time recovery codes (60 random bits each, as xxxx-xxxx-xxxx); the old ones stop working. */
export async function replaceRecoveryCodes(db: Queryable, staffId: number): Promise<string[]> {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' // no 0/O, 1/I/L to misread
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('')
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`
  })
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId])
  for (const code of codes)
    await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
      staffId,
      recoveryHash(code),
    ])
  return codes
}

/** Uses up an unused recovery code (once, even under parallel requests); false when it is not one. */
export async function spendRecoveryCode(db: Queryable, staffId: number, code: string): Promise<boolean> {
  if (code.length > 40) return false
  const used = await db.query(
    `UPDATE staff_recovery_codes SET used_at = now()
     WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [staffId, recoveryHash(code)],
  )
  return used.length > 0
}

/** A code from the authenticator app or an unused recovery code: which one it was, or null. */
export async function acceptSecondStep(
  db: Queryable,
  staffId: number,
  code: string,
  sealer: Sealer,
): Promise<'authenticator code' | 'recovery code' | null> {
  if (/^\s*\d{3}\s*\d{3}\s*$/.test(code))
    return (await acceptTotpCode(db, staffId, code, sealer)) ? 'authenticator code' : null
  return (await spendRecoveryCode(db, staffId, code)) ? 'recovery code' : null
}
