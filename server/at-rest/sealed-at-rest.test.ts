import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { TOTP, Secret } from 'otpauth'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { takeBackup } from '../backup/take-backup.ts'
import { acceptTotpCode } from '../console/two-factor.ts'
import { queryOne } from '../db/db.ts'
import { applyWithCv } from '../test-support/files.ts'
import { freePort } from '../test-support/free-port.ts'
import { addTestStaff, testTotpSecret } from '../test-support/staff.ts'
import { testSealer } from '../test-support/test-key.ts'
import { startTestServer, tempDir, type TestServer } from '../test-support/test-server.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'
import { dataKeyFile } from './data-key.ts'

const applicant = 'kept.sealed@example.com'
const otherKey = Buffer.alloc(32, 7).toString('base64')
const codeNow = () => new TOTP({ secret: Secret.fromBase32(testTotpSecret) }).generate()

describe('no live link, token or authenticator secret readable at rest (issue 59 item 2)', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** A server whose mail server is away, so its e-mails wait in the outbox; restartable on the same data. */
  async function server(env: Record<string, string>, data: { dataDir: string; databaseUrl?: string | null }) {
    const started = await startTestServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        NOTIFY_EMAIL: 'hr@arcnova.example',
        ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
        ...env,
      },
      {
        dataDir: data.dataDir,
        keepData: true,
        log: () => undefined,
        delivery: { firstRetryMs: 60_000, maxRetryMs: 60_000, pollMs: 60_000 },
      },
    )
    return started
  }

  async function first(env: Record<string, string> = {}): Promise<TestServer> {
    const dataDir = await tempDir('sealed')
    await copyFreshDatabase(dataDir)
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const started = await server(env, { dataDir })
    cleanups.push(() => started.cleanup())
    return started
  }

  it('a backup holds the waiting e-mail and the authenticator secret sealed: no link, address or secret in it', async () => {
    const running = await first()
    await addTestStaff(running.db, 'admin@arcnova.example', 'a long enough password')
    await applyWithCv(running.url, { email: applicant, fullName: 'Meera Sealed' })
    // The push key pair, generated on first use: its private key signs pushes in the company's name.
    expect((await fetch(`${running.url}/api/push-alerts/key`)).status).toBe(200)
    const vapid = await queryOne(
      running.db,
      z.object({ private_key: z.string() }),
      'SELECT private_key FROM push_vapid_keys',
    )
    const vapidPrivateKey = await testSealer.open(vapid?.private_key ?? '', 'vapid')
    expect(vapidPrivateKey).toMatch(/^[\w-]{43}$/)
    const archive = path.join(running.config.dataDir, 'archive.tar')
    await takeBackup(
      {
        db: running.db,
        cvStorage: running.config.cvStorage,
        uploadDir: running.config.uploadDir,
        databaseUrl: running.config.databaseUrl,
        usePgDump: false,
      },
      archive,
    )
    const bytes = (await readFile(archive)).toString('latin1')
    // The archive really holds the outbox and staff tables, with a sealed acknowledgement waiting.
    expect(bytes).toContain('database/outbox.jsonl')
    expect(bytes).toMatch(/"kind":"acknowledgement"/)
    for (const readable of ['my-application#', testTotpSecret, vapidPrivateKey ?? '-'])
      expect(bytes).not.toContain(readable)
    // The application holds its applicant's address, as it must; the waiting e-mail to them does not.
    const outbox = bytes.slice(
      bytes.indexOf('database/outbox.jsonl'),
      bytes.indexOf('database/', bytes.indexOf('database/outbox.jsonl') + 10),
    )
    for (const readable of [applicant, 'Meera', 'hr@arcnova.example']) expect(outbox).not.toContain(readable)
    // Nor the key: it lives beside the data (DATA_DIR/keys or DATA_KEY), never in an archive.
    expect(bytes).not.toContain('keys/data-key')
    // The database itself, as any reader of it sees it.
    const tables = JSON.stringify(await running.db.query('SELECT o.*, s.totp_secret FROM outbox o, staff s'))
    for (const readable of ['my-application', applicant, testTotpSecret]) expect(tables).not.toContain(readable)
  })

  it('another DATA_KEY is refused at start; DATA_KEY_REPLACED=1 gives up what the lost key sealed', async () => {
    const running = await first()
    const { staffId } = await addTestStaff(running.db, 'admin@arcnova.example', 'a long enough password')
    await applyWithCv(running.url, { email: applicant, fullName: 'Meera Sealed' })
    expect((await fetch(`${running.url}/api/push-alerts/key`)).status).toBe(200)
    const data = { dataDir: running.config.dataDir, databaseUrl: running.config.databaseUrl }
    await running.close()

    await expect(server({ DATA_KEY: otherKey }, data)).rejects.toThrow(
      /sealed with another DATA_KEY .* start once with DATA_KEY_REPLACED=1/,
    )
    const replaced = await server({ DATA_KEY: otherKey, DATA_KEY_REPLACED: '1' }, data)
    try {
      const left = await queryOne(
        replaced.db,
        z.object({
          waiting: z.coerce.number(),
          dropped: z.coerce.number(),
          apps: z.coerce.number(),
          vapid: z.coerce.number(),
        }),
        `SELECT (SELECT count(*) FROM outbox WHERE status = 'waiting') AS waiting,
                (SELECT count(*) FROM outbox WHERE status = 'dropped' AND sealed IS NULL) AS dropped,
                (SELECT count(*) FROM staff WHERE totp_secret IS NOT NULL) AS apps,
                (SELECT count(*) FROM push_vapid_keys) AS vapid`,
      )
      expect(left).toEqual({ waiting: 0, dropped: 2, apps: 0, vapid: 0 })
      // A new push key pair, sealed with the new key.
      expect((await fetch(`${replaced.url}/api/push-alerts/key`)).status).toBe(200)
      expect(await acceptTotpCode(replaced.db, staffId, codeNow(), testSealer)).toBe(false)
    } finally {
      await replaced.close()
    }
    // The new key is the database's now: a start with it alone works.
    const again = await server({ DATA_KEY: otherKey }, data)
    await again.close()
  })

  it('values stored readable before sealing began are sealed at start-up and still work', async () => {
    const running = await first()
    const { staffId } = await addTestStaff(running.db, 'admin@arcnova.example', 'a long enough password')
    // As a database from before migration 026 held them.
    await running.db.query('UPDATE staff SET totp_secret = $2 WHERE id = $1', [staffId, testTotpSecret])
    const plainPair = { publicKey: 'B'.repeat(87), privateKey: 'plain-private-key-from-before-sealing-012345' }
    await running.db.query('INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2)', [
      plainPair.publicKey,
      plainPair.privateKey,
    ])
    await running.db.query(
      `INSERT INTO outbox (kind, payload, give_up_at) VALUES ('status e-mail', $1::jsonb, now() + interval '1 day')`,
      [JSON.stringify({ channel: 'mail', mail: { to: applicant, subject: 'Update', text: '/my-application#live' } })],
    )
    const data = { dataDir: running.config.dataDir, databaseUrl: running.config.databaseUrl }
    await running.close()

    const restarted = await server({}, data)
    try {
      const stored = JSON.stringify(await restarted.db.query('SELECT o.*, s.totp_secret FROM outbox o, staff s'))
      for (const readable of ['my-application', applicant, testTotpSecret]) expect(stored).not.toContain(readable)
      expect(await acceptTotpCode(restarted.db, staffId, codeNow(), testSealer)).toBe(true)
      const row = await queryOne(
        restarted.db,
        z.object({ sealed: z.string() }),
        "SELECT sealed FROM outbox WHERE kind = 'status e-mail'",
      )
      expect(JSON.parse((await testSealer.open(row?.sealed ?? '', 'outbox')) ?? '{}')).toMatchObject({
        mail: { to: applicant, text: '/my-application#live' },
      })
      expect(restarted.config.dataKey).not.toBeNull()
      // The push key pair stays the same (devices keep their subscriptions); its private key is sealed.
      expect(await (await fetch(`${restarted.url}/api/push-alerts/key`)).json()).toEqual({
        publicKey: plainPair.publicKey,
      })
      const vapid = await queryOne(
        restarted.db,
        z.object({ private_key: z.string() }),
        'SELECT private_key FROM push_vapid_keys',
      )
      expect(await testSealer.open(vapid?.private_key ?? '', 'vapid')).toBe(plainPair.privateKey)
    } finally {
      await restarted.close()
    }
  })

  it('a one-command start keeps its generated key in DATA_DIR/keys, 0600', async () => {
    const dataDir = await tempDir('sealed')
    await copyFreshDatabase(dataDir)
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const started = await startTestServer({ DATA_KEY: '' }, { dataDir, keepData: true })
    cleanups.push(() => started.cleanup())
    expect(started.config.dataKey).toBeNull()
    expect((await readFile(dataKeyFile(dataDir), 'utf8')).trim()).toMatch(/^[\w-]{43}$/)
  })
})
