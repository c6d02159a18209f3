import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { repoRoot } from '../paths.ts'
import { startServerProcess, stopServerProcess } from '../test-support/server-process.ts'
import { fakeSite, tempDir } from '../test-support/test-server.ts'
import { sessionStaff, startSession } from '../console/staff-sessions.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { runStaffCommand } from './staff-command.ts'
import { removeStaff, saveStaff } from './staff-repository.ts'
import { replaceRecoveryCodes } from '../console/two-factor.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'

/** `npm run staff -- …` as a real process, the password (if any) piped to its standard input. */
function staffProcess(
  dataDir: string,
  args: string[],
  input = '',
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/staff.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, out, err }))
    child.stdin.end(input)
  })
}

/**
 * The same command in this process: what the process prints and its exit code, without starting Node,
 * the TypeScript loader and the database code again for each call (~2.5 s of CPU each; record 080).
 */
function staff(dataDir: string, args: string[], input = '') {
  return runStaffCommand(args, {
    input: Readable.from([input]),
    prompt: () => undefined,
    env: { ...process.env, DATA_DIR: dataDir },
  })
}

async function storedHash(dataDir: string, email: string): Promise<string | null> {
  const db = await openPgliteDb(path.join(dataDir, 'pg'))
  try {
    const row = await queryOne(
      db,
      z.object({ password_hash: z.string() }),
      'SELECT password_hash FROM staff WHERE lower(email) = lower($1)',
      [email],
    )
    return row?.password_hash ?? null
  } finally {
    await db.close()
  }
}

describe('npm run staff', () => {
  let dataDir = ''
  beforeAll(async () => {
    dataDir = await tempDir('staff')
    // The database a server's first start leaves (initdb is tested in restart.test.ts).
    await copyFreshDatabase(dataDir)
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('adds a staff member with a password read from standard input, stored as a scrypt hash', async () => {
    const result = await staffProcess(dataDir, ['add', 'hr@arcnova.example'], 'a long enough password\n')
    expect(result).toMatchObject({ code: 0, out: 'Added hr@arcnova.example (admin).\n' })
    const hash = (await storedHash(dataDir, 'hr@arcnova.example')) ?? ''
    expect(hash).toMatch(/^scrypt\$/)
    expect(await verifyPassword('a long enough password', hash)).toBe(true)
  }, 60_000)

  it('a new password for an existing member ends every session of theirs, with an audit entry; others keep theirs', async () => {
    const db = await openPgliteDb(path.join(dataDir, 'pg'))
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

    const result = await staff(dataDir, ['add', 'hr@arcnova.example'], 'a different long password\n')
    expect(result).toMatchObject({
      code: 0,
      out: 'Set a new password for hr@arcnova.example (admin); ended 2 sessions; removed 0 passkeys (they can add passkeys again once signed in).\n',
    })

    const after = await openPgliteDb(path.join(dataDir, 'pg'))
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
    const db = await openPgliteDb(path.join(dataDir, 'pg'))
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

    const result = await staff(dataDir, ['add', 'hr@arcnova.example'], 'yet another long password\n')
    expect(result).toMatchObject({
      code: 0,
      out: 'Set a new password for hr@arcnova.example (admin); ended 0 sessions; removed 2 passkeys (they can add passkeys again once signed in).\n',
    })

    const after = await openPgliteDb(path.join(dataDir, 'pg'))
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
    expect((await staff(dataDir, ['add', 'HR@arcnova.example'], 'another long password\n')).out).toBe(
      'Set a new password for HR@arcnova.example (admin); ended 0 sessions; removed 0 passkeys (they can add passkeys again once signed in).\n',
    )
    expect(await verifyPassword('another long password', (await storedHash(dataDir, 'hr@arcnova.example')) ?? '')).toBe(
      true,
    )

    const short = await staffProcess(dataDir, ['add', 'sales@arcnova.example'], 'short\n')
    expect(short.code).toBe(2)
    expect(short.err).toContain('at least 12 characters')
    expect(await storedHash(dataDir, 'sales@arcnova.example')).toBeNull()

    expect((await staff(dataDir, ['list'])).out).toMatch(
      /^hr@arcnova\.example {2}admin, two-step sign-in not set up {2}\(since \d{4}-\d{2}-\d{2}\)\n$/,
    )
    expect((await staff(dataDir, ['remove', 'hr@ARCNOVA.example'])).out).toBe('Removed hr@ARCNOVA.example.\n')
    expect((await staff(dataDir, ['list'])).out).toBe('No staff yet.\n')
    expect((await staff(dataDir, ['add', 'not-an-email'], 'a long enough password\n')).code).toBe(2)
  }, 120_000)

  it('gives a role with --role (a new member without one is admin), refuses an unknown role, audits a change', async () => {
    const added = await staff(
      dataDir,
      ['add', 'books@arcnova.example', '--role', 'finance'],
      'a long enough password\n',
    )
    expect(added).toMatchObject({ code: 0, out: 'Added books@arcnova.example (finance).\n' })
    const unknown = await staff(
      dataDir,
      ['add', 'books@arcnova.example', '--role', 'owner'],
      'a long enough password\n',
    )
    expect(unknown).toMatchObject({ code: 2 })
    expect(unknown.err).toContain('admin, recruiter or finance')
    const changed = await staff(
      dataDir,
      ['add', 'books@arcnova.example', '--role', 'recruiter'],
      'a long enough password\n',
    )
    expect(changed.out).toBe(
      'Set a new password for books@arcnova.example (recruiter); ended 0 sessions; removed 0 passkeys (they can add passkeys again once signed in).\n',
    )
    const db = await openPgliteDb(path.join(dataDir, 'pg'))
    try {
      const audit = await queryOne(
        db,
        z.object({ action: z.string(), detail: z.string() }),
        "SELECT action, detail FROM audit_log WHERE action = 'role.changed' ORDER BY id DESC LIMIT 1",
      )
      expect(audit).toEqual({ action: 'role.changed', detail: 'finance → recruiter; npm run staff -- add' })
      await removeStaff(db, 'books@arcnova.example')
    } finally {
      await db.close()
    }
  }, 120_000)

  it('reset-2fa clears the authenticator app, recovery codes and passkeys and ends the sessions, audited', async () => {
    await staff(dataDir, ['add', 'lost@arcnova.example'], 'a long enough password\n')
    const db = await openPgliteDb(path.join(dataDir, 'pg'))
    let cookie = ''
    try {
      const member = await queryOne(
        db,
        z.object({ id: z.number() }),
        "SELECT id FROM staff WHERE email = 'lost@arcnova.example'",
      )
      const id = member?.id ?? -1
      await db.query("UPDATE staff SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1", [id])
      await replaceRecoveryCodes(db, id)
      await db.query("INSERT INTO staff_passkeys (credential_id, staff_id, public_key) VALUES ('cred', $1, '\\x00')", [
        id,
      ])
      cookie = await startSession(db, id, 'Chrome on Android', 'full')
    } finally {
      await db.close()
    }
    const reset = await staff(dataDir, ['reset-2fa', 'LOST@arcnova.example'])
    expect(reset).toMatchObject({ code: 0 })
    expect(reset.out).toContain('Cleared the second factor of LOST@arcnova.example; ended 1 session.')
    expect((await staff(dataDir, ['reset-2fa', 'nobody@arcnova.example'])).out).toBe(
      'No staff member nobody@arcnova.example.\n',
    )
    const after = await openPgliteDb(path.join(dataDir, 'pg'))
    try {
      const left = await queryOne(
        after,
        z.object({ secret: z.nullable(z.string()), codes: z.number(), passkeys: z.number() }),
        `SELECT totp_secret AS secret,
                (SELECT count(*)::int FROM staff_recovery_codes r WHERE r.staff_id = s.id) AS codes,
                (SELECT count(*)::int FROM staff_passkeys p WHERE p.staff_id = s.id) AS passkeys
         FROM staff s WHERE email = 'lost@arcnova.example'`,
      )
      expect(left).toEqual({ secret: null, codes: 0, passkeys: 0 })
      expect(await sessionStaff(after, cookie)).toBeNull()
      const audit = await queryOne(
        after,
        z.object({ action: z.string(), detail: z.string() }),
        'SELECT action, detail FROM audit_log ORDER BY id DESC LIMIT 1',
      )
      expect(audit).toEqual({ action: 'two-factor.reset', detail: 'npm run staff -- reset-2fa; 1 session ended' })
      await removeStaff(after, 'lost@arcnova.example')
    } finally {
      await after.close()
    }
  }, 120_000)

  it('refuses, with a clear message and no change, while a server has the embedded database open', async () => {
    const site = await fakeSite()
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: site })
    try {
      const refused = await staffProcess(dataDir, ['add', 'ops@arcnova.example'], 'a long enough password\n')
      expect(refused.code).toBe(1)
      expect(refused.err).toContain('is in use by another process')
      expect(refused.err).toContain('Stop it first')
    } finally {
      await stopServerProcess(server)
      await rm(site, { recursive: true, force: true })
    }
    expect(await storedHash(dataDir, 'ops@arcnova.example')).toBeNull()
    expect((await staff(dataDir, ['add', 'ops@arcnova.example'], 'a long enough password\n')).code).toBe(0)
  }, 120_000)
})
