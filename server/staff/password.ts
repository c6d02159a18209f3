import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Staff passwords, hashed with Node's own scrypt (memory-hard; one of OWASP's parameter sets for
 * scrypt: N=2^16, r=8, p=2, 64 MiB a hash), a random 16-byte salt each, stored as
 * scrypt$N$r$p$salt$hash (base64). The stored N is what verifying uses, so hashes of any cost verify.
 */
export interface ScryptCost {
  N: number
  r: number
  p: number
}
export const productionScryptCost: ScryptCost = { N: 2 ** 16, r: 8, p: 2 }
const keyLength = 64
// scrypt needs 128 * N * r bytes (64 MiB here); Node's default ceiling is 32 MiB.
const maxmem = 128 * 1024 * 1024

export const passwordMinLength = 12
export const passwordMaxLength = 1024

/**
 * The cost new hashes get: production strength, unless the test runner (NODE_ENV=test) sets
 * STAFF_SCRYPT_COST to a smaller log2 N (10–16) to keep the suite fast. Outside tests it is ignored.
 */
export function configuredScryptCost(
  nodeEnv = process.env.NODE_ENV,
  setting = process.env.STAFF_SCRYPT_COST,
): ScryptCost {
  if (nodeEnv !== 'test' || setting === undefined || setting === '') return productionScryptCost
  const log2N = Number(setting)
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 16) return productionScryptCost
  return { ...productionScryptCost, N: 2 ** log2N }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string, cost: ScryptCost = configuredScryptCost()): Promise<string> {
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

/** A hash no password matches, at the cost real hashes get, for taking the same time when the e-mail is unknown. */
export function unknownStaffHash(cost: ScryptCost = configuredScryptCost()): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(keyLength).toString('base64')}`
}
