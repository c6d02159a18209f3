import { describe, expect, it } from 'vitest'
import { hashPassword, unknownStaffHash, verifyPassword } from './password.ts'

describe('staff passwords (scrypt)', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored).toMatch(/^scrypt\$65536\$8\$2\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/)
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'))
  })

  it('refuses malformed stored values and matches nothing with the unknown-e-mail hash', async () => {
    expect(await verifyPassword('anything at all', 'plain-text')).toBe(false)
    expect(await verifyPassword('anything at all', unknownStaffHash)).toBe(false)
  })
})
