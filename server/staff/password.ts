import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Staff passwords, hashed with Node's own scrypt (memory-hard; one of OWASP's parameter sets for
 * scrypt: N=2^16, r=8, p=2, 64 MiB a hash), a random 16-byte salt each, stored as
 * scrypt$N$r$p$salt$hash (base64).
 */
const cost = { N: 2 ** 16, r: 8, p: 2 } as const
const keyLength = 64
// scrypt needs 128 * N * r bytes (64 MiB here); Node's default ceiling is 32 MiB.
const maxmem = 128 * 1024 * 1024

export const passwordMinLength = 12
export const passwordMaxLength = 1024

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Whether `password` matches `stored`; false for anything malformed. Constant time in the comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash no password matches, for taking the same time when the e-mail is unknown. */
export const unknownStaffHash = `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(keyLength).toString('base64')}`
