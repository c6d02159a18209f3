import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { privacyNoticeVersion } from '../../src/contracts/privacy-notice.ts'
import { retentionDefaults, type RetentionPeriods } from '../../src/site/retention.ts'
import { writeBuildStamp } from '../build/build-stamp.ts'
import { buildReason } from '../build/ensure-site-build.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { queryOne, queryRows } from '../db/db.ts'
import { houseKeep } from '../housekeeping.ts'
import type { LogFields, LogLevel } from '../log.ts'
import { pdfBytes } from '../test-support/files.ts'
import { fakeSite, postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { sweepRetention } from './retention-sweep.ts'

const day = 86_400_000
const applicant = { full_name: 'Meera Iyer', email: 'meera.iyer@example.com', phone: '+91 90000 11111' }

describe('the privacy notice and the talent pool, stored with each application', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  async function apply(extra: Record<string, string>): Promise<Response> {
    const form = new FormData()
    for (const [name, value] of Object.entries({ job: '1', ...applicant, ...extra })) form.append(name, value)
    form.append('resume', new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }))
    return fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
  }
  const stored = (id: number) =>
    queryOne(
      server.db,
      z.object({ talent_pool: z.boolean(), notice_version: z.string().nullable() }),
      'SELECT talent_pool, notice_version FROM job_applications WHERE id = $1',
      [id],
    )

  it('stores talent_pool=true and the notice version the form showed', async () => {
    const response = await apply({ talent_pool: 'true', notice_version: privacyNoticeVersion })
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    expect(await stored(id)).toEqual({ talent_pool: true, notice_version: privacyNoticeVersion })
  })

  it('an unticked box (false, or no field) is no talent pool; no version means no notice was shown', async () => {
    for (const [extra, expected] of [
      [
        { talent_pool: 'false', notice_version: privacyNoticeVersion },
        { talent_pool: false, notice_version: privacyNoticeVersion },
      ],
      [{}, { talent_pool: false, notice_version: null }],
    ] as const) {
      const response = await apply(extra)
      expect(response.status).toBe(201)
      expect(await stored(z.object({ id: z.number() }).parse(await response.json()).id)).toEqual(expected)
    }
  })

  it('refuses a talent_pool other than true or false, and a notice version it never showed; stores nothing', async () => {
    const before = await server.db.query('SELECT id FROM job_applications')
    for (const [extra, field] of [
      [{ talent_pool: 'yes' }, 'talent_pool'],
      [{ talent_pool: 'on' }, 'talent_pool'],
      [{ notice_version: '1999-01-01' }, 'notice_version'],
    ] as const) {
      const response = await apply(extra)
      expect(response.status).toBe(400)
      expect(
        Object.keys(z.object({ errors: z.record(z.string(), z.string()) }).parse(await response.json()).errors),
      ).toEqual([field])
    }
    expect(await server.db.query('SELECT id FROM job_applications')).toHaveLength(before.length)
  })
})

describe('retention: the sweep deletes what the privacy page says it deletes, when it says', () => {
  let server: TestServer
  const lines: Array<{ level: LogLevel; message: string; fields: LogFields }> = []
  const log = (level: LogLevel, message: string, fields: LogFields = {}) => void lines.push({ level, message, fields })
  const sweep = (retention: RetentionPeriods = retentionDefaults, now = new Date()) =>
    sweepRetention(server.db, server.storage, retention, log, now)

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  async function apply(job: number, talentPool = false): Promise<{ id: number; key: string }> {
    const form = new FormData()
    for (const [name, value] of Object.entries({ job: String(job), ...applicant })) form.append(name, value)
    form.append('talent_pool', String(talentPool))
    form.append('notice_version', privacyNoticeVersion)
    form.append('resume', new File([pdfBytes()], 'Meera Iyer CV.pdf', { type: 'application/pdf' }))
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    const row = await queryOne(
      server.db,
      z.object({ resume_key: z.string() }),
      'SELECT resume_key FROM job_applications WHERE id = $1',
      [id],
    )
    return { id, key: row?.resume_key ?? '' }
  }
  // A second earlier still: the sweep compares with the server's clock (milliseconds), the database's now() has
  // microseconds, and within one millisecond "closed now" would otherwise come after "swept now".
  const closeJob = (job: number, daysAgo: number) =>
    server.db.query(
      "UPDATE jobs SET closed_at = now() - make_interval(days => $2) - interval '1 second' WHERE id = $1",
      [job, daysAgo],
    )
  /** Whether the row and its CV are both still there (never one without the other). */
  async function kept(application: { id: number; key: string }): Promise<boolean> {
    const row = (await server.db.query('SELECT id FROM job_applications WHERE id = $1', [application.id])).length === 1
    const file = await server.storage.read(application.key).then(
      () => true,
      () => false,
    )
    expect(file).toBe(row)
    return row
  }

  it('an application goes with its CV 365 days after its job closed; the talent pool keeps it until 730', async () => {
    const plain = await apply(2)
    const pool = await apply(2, true)
    const recent = await apply(3)
    const open = await apply(4)
    await closeJob(2, 400)
    await closeJob(3, 10)

    expect(await sweep()).toMatchObject({ applications: 1 })
    expect([await kept(plain), await kept(pool), await kept(recent), await kept(open)]).toEqual([
      false,
      true,
      true,
      true,
    ])

    // The clock moved on: 731 days since job 2 closed, 341 since job 3 did.
    expect(await sweep(retentionDefaults, new Date(Date.now() + 331 * day))).toMatchObject({ applications: 1 })
    expect([await kept(pool), await kept(recent), await kept(open)]).toEqual([false, true, true])
    // 366 days since job 3 closed; job 4 is still open, so its application stays whatever the clock says.
    await sweep(retentionDefaults, new Date(Date.now() + 356 * day))
    expect([await kept(recent), await kept(open)]).toEqual([false, true])
    await sweep(retentionDefaults, new Date(Date.now() + 5000 * day))
    expect(await kept(open)).toBe(true)
  })

  it('RETENTION_APPLICATION_DAYS=0: deleted at the first round after the job closes (the hourly housekeeping)', async () => {
    const retention = { ...retentionDefaults, applicationDays: 0 }
    const application = await apply(5)
    const housekeeping = () => houseKeep(server.db, server.storage, { cvSweepMinAgeMs: 60 * 60_000, retention }, log)
    await housekeeping()
    expect(await kept(application)).toBe(true)
    await closeJob(5, 0)
    await housekeeping()
    expect(await kept(application)).toBe(false)
  })

  it('contact messages and referrals go 730 days after they came; orders stay but lose the buyer’s e-mail and phone', async () => {
    const ids = async (response: Promise<Response>) =>
      z.object({ id: z.number() }).parse(await (await response).json()).id
    const message = (name: string) =>
      ids(
        postJson(`${server.url}/api/contact-messages/`, {
          name,
          email: `${name}@example.in`,
          subject: 'Hello',
          message: 'Call me',
        }),
      )
    const referral = (name: string) =>
      ids(postJson(`${server.url}/api/referrals/`, { name, email: `${name}@example.com` }))
    const [oldMessage, newMessage, oldReferral, newReferral] = [
      await message('ravi'),
      await message('anu'),
      await referral('arjun'),
      await referral('kiran'),
    ]
    await server.db.query(`UPDATE contact_messages SET created_at = now() - interval '731 days' WHERE id = $1`, [
      oldMessage,
    ])
    await server.db.query(`UPDATE referrals SET created_at = now() - interval '731 days' WHERE id = $1`, [oldReferral])
    await server.db.query(`UPDATE referrals SET created_at = now() - interval '729 days' WHERE id = $1`, [newReferral])
    for (const [order, age] of [
      ['order_old', '731 days'],
      ['order_new', '10 days'],
    ] as const) {
      await server.db.query(
        `INSERT INTO orders (order_id, plan_id, amount, currency, receipt, provider, status, created_at)
         VALUES ($1, (SELECT min(id) FROM plans), 100000, 'INR', $1, 'sandbox', 'paid', now() - $2::interval)`,
        [order, age],
      )
      await server.db.query(
        `INSERT INTO payments (payment_id, order_id, status, source, buyer_email, buyer_phone)
         VALUES ($1, $2, 'captured', 'webhook', 'buyer@example.com', '+91 90000 22222')`,
        [`pay_${order}`, order],
      )
    }

    expect(await sweep()).toMatchObject({ messages: 1, referrals: 1, orders: 1 })
    const left = async (table: string) =>
      (await queryRows(server.db, z.object({ id: z.number() }), `SELECT id FROM ${table}`)).map((row) => row.id)
    expect(await left('contact_messages')).toEqual([newMessage])
    expect(await left('referrals')).toEqual([newReferral])
    const payments = await queryRows(
      server.db,
      z.object({ order_id: z.string(), buyer_email: z.string().nullable(), buyer_phone: z.string().nullable() }),
      'SELECT order_id, buyer_email, buyer_phone FROM payments ORDER BY order_id',
    )
    expect(payments).toEqual([
      { order_id: 'order_new', buyer_email: 'buyer@example.com', buyer_phone: '+91 90000 22222' },
      { order_id: 'order_old', buyer_email: null, buyer_phone: null },
    ])
    expect(await server.db.query(`SELECT order_id FROM orders WHERE order_id = 'order_old'`)).toHaveLength(1)

    // RETENTION_MESSAGE_DAYS moved down to 0: everything that came in before now goes.
    expect(await sweep({ ...retentionDefaults, messageDays: 0 })).toMatchObject({
      messages: 1,
      referrals: 1,
      orders: 1,
    })
  })

  it('two sweeps at once: one does the work, nothing is deleted twice, no error', async () => {
    const applications = [await apply(6), await apply(6), await apply(6)]
    await closeJob(6, 400)
    const results = await Promise.all([sweep(), sweep()])
    expect(results.reduce((sum, counts) => sum + (counts?.applications ?? 0), 0)).toBe(3)
    expect(results.filter((counts) => counts !== null && counts.applications > 0)).toHaveLength(1)
    for (const application of applications) expect(await kept(application)).toBe(false)
  })

  it('logs every run with counts, never a name, an address or a file name', () => {
    const runs = lines.filter((line) => line.message === 'retention sweep')
    expect(runs.length).toBeGreaterThan(5)
    for (const run of runs) {
      expect(run.level).toBe('info')
      expect(Object.keys(run.fields).sort()).toEqual(['applications', 'messages', 'orders', 'referrals'])
      expect(Object.values(run.fields).every((value) => typeof value === 'number')).toBe(true)
    }
    expect(JSON.stringify(lines)).not.toMatch(/Meera|meera|ravi|arjun|buyer@|CV\.pdf|\.pdf/)
  })
})

describe('the privacy page and the sweep cannot disagree', () => {
  it('reads RETENTION_* with the documented defaults and refuses what is not a whole number of days', () => {
    expect(loadConfig({}).retention).toEqual({ applicationDays: 365, talentPoolDays: 730, messageDays: 730 })
    expect(
      loadConfig({ RETENTION_APPLICATION_DAYS: '0', RETENTION_TALENT_POOL_DAYS: '90', RETENTION_MESSAGE_DAYS: ' 30 ' })
        .retention,
    ).toEqual({ applicationDays: 0, talentPoolDays: 90, messageDays: 30 })
    for (const bad of ['-1', '1.5', 'a year', '99999999']) {
      expect(() => loadConfig({ RETENTION_MESSAGE_DAYS: bad })).toThrow(ConfigError)
    }
  })

  it('reads BACKUP_KEEP_DAYS only when BACKUP_DIR is set: the privacy page names the backups’ period only then', () => {
    expect(loadConfig({}).backupKeepDays).toBeNull()
    expect(loadConfig({ BACKUP_KEEP_DAYS: '14' }).backupKeepDays).toBeNull()
    expect(loadConfig({ BACKUP_DIR: '/var/backups/arcnova' }).backupKeepDays).toBe(30)
    expect(loadConfig({ BACKUP_DIR: '/var/backups/arcnova', BACKUP_KEEP_DAYS: '14' }).backupKeepDays).toBe(14)
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP_DAYS: '0' })).toThrow(ConfigError)
  })

  it('a server with other periods than its build starts, and says its own; the build stays as it is (record 062)', async () => {
    const site = await fakeSite()
    // A stamp from before record 062, with the build's figures: read past, never compared.
    await writeFile(path.join(site, 'index.html'), '<!doctype html><title>x</title>')
    await writeBuildStamp(site)
    const stamped = await readFile(path.join(site, '.build-stamp.json'), 'utf8')
    const stamp = { ...JSON.parse(stamped), retention: retentionDefaults }
    await writeFile(path.join(site, '.build-stamp.json'), JSON.stringify(stamp))
    const server = await startTestServer({ STATIC_DIR: site, RETENTION_APPLICATION_DAYS: '30' })
    try {
      const answer = await fetch(`${server.url}/api/retention/`)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ ...retentionDefaults, applicationDays: 30, backupKeepDays: null })
      expect(await buildReason(site)).toBeNull()
    } finally {
      await server.cleanup()
      await rm(site, { recursive: true, force: true })
    }
  })
})
