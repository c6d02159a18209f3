import { describe, expect, it } from 'vitest'
import {
  configuredScryptCost,
  hashPassword,
  productionScryptCost,
  unknownStaffHash,
  verifyPassword,
} from './password.ts'

describe('staff passwords (scrypt)', () => {
  // The one test at production strength; the rest of the suite hashes at STAFF_SCRYPT_COST (tests only).
  it('verifies the password it hashed at production strength, and nothing else', async () => {
    const stored = await hashPassword('correct horse battery', productionScryptCost)
    expect(stored).toMatch(/^scrypt\$65536\$8\$2\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/)
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('keeps production strength outside tests, whatever STAFF_SCRYPT_COST says', () => {
    expect(configuredScryptCost('development', '10')).toEqual(productionScryptCost)
    expect(configuredScryptCost('production', '10')).toEqual(productionScryptCost)
    expect(configuredScryptCost('test', '10')).toEqual({ N: 1024, r: 8, p: 2 })
    expect(configuredScryptCost('test', '4')).toEqual(productionScryptCost)
    expect(configuredScryptCost('test', '')).toEqual(productionScryptCost)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'))
  })

  it('refuses malformed stored values and matches nothing with the unknown-e-mail hash', async () => {
    expect(await verifyPassword('anything at all', 'plain-text')).toBe(false)
    expect(await verifyPassword('anything at all', unknownStaffHash())).toBe(false)
    expect(unknownStaffHash(productionScryptCost)).toMatch(/^scrypt\$65536\$8\$2\$/)
  })
})
