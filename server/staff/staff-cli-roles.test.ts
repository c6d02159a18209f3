import { rm } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sessionStaff, startSession } from '../console/staff-sessions.ts'
import { replaceRecoveryCodes } from '../console/two-factor.ts'
import { queryOne } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { startServerProcess, stopServerProcess } from '../test-support/server-process.ts'
import { fakeSite } from '../test-support/test-server.ts'
import { staff, staffDataDir, staffProcess, storedHash } from '../test-support/staff-cli-runs.ts'
import { removeStaff } from './staff-repository.ts'

describe('npm run staff', () => {
  const data = staffDataDir()

  it('gives a role with --role (a new member without one is admin), refuses an unknown role, audits a change', async () => {
    const added = await staff(
      data.dir,
      ['add', 'books@arcnova.example', '--role', 'finance'],
      'a long enough password\n',
    )
    expect(added).toMatchObject({ code: 0, out: 'Added books@arcnova.example (finance).\n' })
    const unknown = await staff(
      data.dir,
      ['add', 'books@arcnova.example', '--role', 'owner'],
      'a long enough password\n',
    )
    expect(unknown).toMatchObject({ code: 2 })
    expect(unknown.err).toContain('admin, recruiter or finance')
    const changed = await staff(
      data.dir,
      ['add', 'books@arcnova.example', '--role', 'recruiter'],
      'a long enough password\n',
    )
    expect(changed.out).toBe(
      'Set a new password for books@arcnova.example (recruiter); ended 0 sessions; removed 0 passkeys (they can add passkeys again once signed in).\n',
    )
    const db = await openPgliteDb(path.join(data.dir, 'pg'))
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
    await staff(data.dir, ['add', 'lost@arcnova.example'], 'a long enough password\n')
    const db = await openPgliteDb(path.join(data.dir, 'pg'))
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
    const reset = await staff(data.dir, ['reset-2fa', 'LOST@arcnova.example'])
    expect(reset).toMatchObject({ code: 0 })
    expect(reset.out).toContain('Cleared the second factor of LOST@arcnova.example; ended 1 session.')
    expect((await staff(data.dir, ['reset-2fa', 'nobody@arcnova.example'])).out).toBe(
      'No staff member nobody@arcnova.example.\n',
    )
    const after = await openPgliteDb(path.join(data.dir, 'pg'))
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
    const server = await startServerProcess({ DATA_DIR: data.dir, STATIC_DIR: site })
    try {
      const refused = await staffProcess(data.dir, ['add', 'ops@arcnova.example'], 'a long enough password\n')
      expect(refused.code).toBe(1)
      expect(refused.err).toContain('is in use by another process')
      expect(refused.err).toContain('Stop it first')
    } finally {
      await stopServerProcess(server)
      await rm(site, { recursive: true, force: true })
    }
    expect(await storedHash(data.dir, 'ops@arcnova.example')).toBeNull()
    expect((await staff(data.dir, ['add', 'ops@arcnova.example'], 'a long enough password\n')).code).toBe(0)
  }, 120_000)
})
