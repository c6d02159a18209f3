import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sessionStaff, startSession } from '../console/staff-sessions.ts'
import { queryOne } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { staff, staffDataDir, staffProcess, storedHash } from '../test-support/staff-cli-runs.ts'
import { removeStaff, saveStaff } from './staff-repository.ts'

describe('npm run staff', () => {
  const data = staffDataDir()

  it('adds a staff member with a password read from standard input, stored as a scrypt hash', async () => {
    const result = await staffProcess(data.dir, ['add', 'hr@arcnova.example'], 'a long enough password\n')
    expect(result).toMatchObject({ code: 0, out: 'Added hr@arcnova.example (admin).\n' })
    const hash = (await storedHash(data.dir, 'hr@arcnova.example')) ?? ''
    expect(hash).toMatch(/^scrypt\$/)
    expect(await verifyPassword('a long enough password', hash)).toBe(true)
  }, 60_000)

  it('a new password for an existing member ends every session of theirs, with an audit entry; others keep theirs', async () => {
    const db = await openPgliteDb(path.join(data.dir, 'pg'))
    const cookies: Record<'hr' | 'other', string[]> = { hr: [], other: [] }
    try {
      const other = await saveStaff(db, 'other@arcnova.example', await hashPassword('a long enough password'))
      const hr = await queryOne(
        db,
        z.object({ id: z.number() }),
        "SELECT id FROM staff WHERE email = 'hr@arcnova.example'",
      )
      for (let index = 0; index < 2; index++) cookies.hr.push(await startSession(db, hr?.id ?? -1, 'Chrome on Android'))
      cookies.other.push(await startSession(db, other.staffId, 'Firefox on Linux'))
    } finally {
      await db.close()
    }

    const result = await staff(data.dir, ['add', 'hr@arcnova.example'], 'a different long password\n')
    expect(result).toMatchObject({
      code: 0,
      out: 'Set a new password for hr@arcnova.example (admin); ended 2 sessions; removed 0 passkeys (they can add passkeys again once signed in).\n',
    })

    const after = await openPgliteDb(path.join(data.dir, 'pg'))
    try {
      expect(await Promise.all(cookies.hr.map((cookie) => sessionStaff(after, cookie)))).toEqual([null, null])
      expect(await sessionStaff(after, cookies.other[0] ?? '')).toMatchObject({ email: 'other@arcnova.example' })
      const audit = await queryOne(
        after,
        z.object({ staff_email: z.string(), action: z.string(), detail: z.string() }),
        'SELECT staff_email, action, detail FROM audit_log ORDER BY id DESC LIMIT 1',
      )
      expect(audit).toEqual({
        staff_email: 'hr@arcnova.example',
        action: 'password.set',
        detail: 'npm run staff -- add; 2 sessions ended; 0 passkeys removed',
      })
      await removeStaff(after, 'other@arcnova.example')
    } finally {
      await after.close()
    }
  }, 60_000)

  it('a new password for an existing member removes their passkeys too (others keep theirs), and says so', async () => {
    const db = await openPgliteDb(path.join(data.dir, 'pg'))
    try {
      const other = await saveStaff(db, 'keeps@arcnova.example', await hashPassword('a long enough password'))
      const hr = await queryOne(
        db,
        z.object({ id: z.number() }),
        "SELECT id FROM staff WHERE email = 'hr@arcnova.example'",
      )
      for (const [credential, staffId] of [
        ['hr-phone', hr?.id ?? -1],
        ['hr-laptop', hr?.id ?? -1],
        ['keeps-phone', other.staffId],
      ] as const)
        await db.query('INSERT INTO staff_passkeys (credential_id, staff_id, public_key) VALUES ($1, $2, $3)', [
          credential,
          staffId,
          Buffer.from([0]),
        ])
    } finally {
      await db.close()
    }

    const result = await staff(data.dir, ['add', 'hr@arcnova.example'], 'yet another long password\n')
    expect(result).toMatchObject({
      code: 0,
      out: 'Set a new password for hr@arcnova.example (admin); ended 0 sessions; removed 2 passkeys (they can add passkeys again once signed in).\n',
    })

    const after = await openPgliteDb(path.join(data.dir, 'pg'))
    try {
      const left = await after.query('SELECT credential_id FROM staff_passkeys ORDER BY credential_id')
      expect(left).toEqual([{ credential_id: 'keeps-phone' }])
      const audit = await queryOne(
        after,
        z.object({ action: z.string(), detail: z.string() }),
        "SELECT action, detail FROM audit_log WHERE action = 'password.set' ORDER BY id DESC LIMIT 1",
      )
      expect(audit).toEqual({
        action: 'password.set',
        detail: 'npm run staff -- add; 0 sessions ended; 2 passkeys removed',
      })
      await removeStaff(after, 'keeps@arcnova.example')
    } finally {
      await after.close()
    }
  }, 60_000)

  it('resets the password of an existing member (any letter case), refuses short passwords, lists and removes', async () => {
    expect((await staff(data.dir, ['add', 'HR@arcnova.example'], 'another long password\n')).out).toBe(
      'Set a new password for HR@arcnova.example (admin); ended 0 sessions; removed 0 passkeys (they can add passkeys again once signed in).\n',
    )
    expect(
      await verifyPassword('another long password', (await storedHash(data.dir, 'hr@arcnova.example')) ?? ''),
    ).toBe(true)

    const short = await staffProcess(data.dir, ['add', 'sales@arcnova.example'], 'short\n')
    expect(short.code).toBe(2)
    expect(short.err).toContain('at least 12 characters')
    expect(await storedHash(data.dir, 'sales@arcnova.example')).toBeNull()

    expect((await staff(data.dir, ['list'])).out).toMatch(
      /^hr@arcnova\.example {2}admin, two-step sign-in not set up {2}\(since \d{4}-\d{2}-\d{2}\)\n$/,
    )
    expect((await staff(data.dir, ['remove', 'hr@ARCNOVA.example'])).out).toBe('Removed hr@ARCNOVA.example.\n')
    expect((await staff(data.dir, ['list'])).out).toBe('No staff yet.\n')
    expect((await staff(data.dir, ['add', 'not-an-email'], 'a long enough password\n')).code).toBe(2)
  }, 120_000)
})
