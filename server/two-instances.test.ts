import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from './db/db.ts'
import { openPostgresDb } from './db/postgres-db.ts'
import { postgresCvStorage } from './storage/postgres-cv-storage.ts'
import { pdfBytes } from './test-support/files.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from './test-support/server-process.ts'
import { addTestStaff, signInBothSteps } from './test-support/staff.ts'
import { freshPostgresDatabase } from './test-support/test-database.ts'
import { fakeSite, postJson, tempDir } from './test-support/test-server.ts'

interface Instance extends ServerProcess {
  dataDir: string
}

/** One server process on the shared database, with its own data folder and port. */
async function startInstance(databaseUrl: string, staticDir: string): Promise<Instance> {
  const dataDir = await tempDir('instance')
  const server = await startServerProcess({
    STATIC_DIR: staticDir,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_SAMPLE_DATA: '1',
    RATE_LIMIT_MAX: '12',
    // An hour: the test never straddles two windows in practice.
    RATE_LIMIT_WINDOW_MS: '3600000',
  })
  return { ...server, dataDir }
}

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''

describe.skipIf(databaseUrl === '')('two instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>
  let site = ''
  let a: Instance
  let b: Instance
  let posts = 0
  let cvId = 0
  const cv = pdfBytes()

  beforeAll(async () => {
    database = await freshPostgresDatabase()
    site = await fakeSite()
    a = await startInstance(database.url, site)
    b = await startInstance(database.url, site)
  }, 120_000)
  afterAll(async () => {
    for (const instance of [a, b]) if (instance !== undefined) await stopServerProcess(instance)
    for (const instance of [a, b])
      if (instance !== undefined) await rm(instance.dataDir, { recursive: true, force: true })
    await rm(site, { recursive: true, force: true })
    await database?.drop()
  })

  it('a CV sent to one instance is stored in the database, byte for byte, not on that instance’s disk', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      job: '1',
      full_name: 'Priya',
      email: 'p@example.com',
      phone: '123',
    })) {
      form.append(name, value)
    }
    form.append('resume', new File([cv], 'priya.pdf', { type: 'application/pdf' }))
    const response = await fetch(`${a.url}/api/job-applications/`, { method: 'POST', body: form })
    posts += 1
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    cvId = id

    // Whatever reads it next (the other instance, after this one is gone) reads the database.
    const db = await openPostgresDb(database.url)
    try {
      const row = await queryOne(
        db,
        z.object({ resume_key: z.string() }),
        'SELECT resume_key FROM job_applications WHERE id = $1',
        [id],
      )
      expect(await postgresCvStorage(db, path.join(b.dataDir, 'uploads')).read(row?.resume_key ?? 'missing')).toEqual(
        new Uint8Array(cv),
      )
    } finally {
      await db.close()
    }
    const onDisk = await readdir(path.join(a.dataDir, 'uploads')).catch(() => [])
    expect(onDisk.filter((name) => !name.startsWith('.'))).toEqual([])
  })

  it('a payment approved through one instance verifies on the other', async () => {
    const order = z
      .object({ order_id: z.string() })
      .parse(await (await postJson(`${a.url}/api/create-plan-order/`, { plan_id: 2 })).json())
    const payment = z
      .object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), razorpay_signature: z.string() })
      .parse(await (await postJson(`${a.url}/api/sandbox/pay/`, { order_id: order.order_id })).json())
    const verified = await postJson(`${b.url}/api/verify-and-activate/`, { ...payment, plan_id: 2 })
    posts += 3
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ current_plan: { id: 2 } })
  })

  let cookie = ''

  it('a console session started on one instance works on the other, which downloads the CV the first received', async () => {
    const db = await openPostgresDb(database.url)
    try {
      await addTestStaff(db, 'hr@arcnova.example', 'a long enough password')
      // Both steps on instance a (the password, then the code).
      cookie = await signInBothSteps(db, `${a.url}/api`, 'hr@arcnova.example', 'a long enough password')
      posts += 2
    } finally {
      await db.close()
    }
    expect((await fetch(`${b.url}/api/console/me`, { headers: { Cookie: cookie } })).status).toBe(200)
    const download = await fetch(`${b.url}/api/console/applications/${cvId}/cv`, { headers: { Cookie: cookie } })
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(cv))
  })

  it('a job published on one instance is in the other’s /api/jobs/ within a second, and gone once closed there', async () => {
    const listed = async (instance: Instance, id: number) => {
      const { results } = z
        .object({ results: z.array(z.object({ id: z.number() })) })
        .parse(await (await fetch(`${instance.url}/api/jobs/`, { headers: { 'Accept-Encoding': 'br' } })).json())
      return results.some((job) => job.id === id)
    }
    // Within the version check (jobsVersionCheckMs) and a margin for a busy machine.
    const soon = async (check: () => Promise<boolean>) => {
      for (const deadline = Date.now() + 3_000; Date.now() < deadline; ) {
        if (await check()) return true
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return false
    }
    const before = await fetch(`${b.url}/api/jobs/`)
    const etagBefore = before.headers.get('etag') ?? ''
    expect(before.status).toBe(200) // b's copy is filled: only the version read can tell it of a's change
    // Console POSTs of a signed-in staff member count against their own limit, not the visitors' (posts).
    const viaA = (route: string, body: unknown) =>
      fetch(`${a.url}/api/console/${route}`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const created = await viaA('jobs/', { job_name: 'Site Reliability Engineer', location: 'Pune' })
    expect(created.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await created.json())
    expect(await soon(() => listed(b, id))).toBe(true)
    // b's old ETag no longer matches: the repeat visit gets the new list, not a 304.
    expect((await fetch(`${b.url}/api/jobs/`, { headers: { 'If-None-Match': etagBefore } })).status).toBe(200)

    expect((await viaA(`jobs/${id}/close`, {})).status).toBe(200)
    expect(await soon(async () => !(await listed(b, id)))).toBe(true)
    expect(await listed(a, id)).toBe(false) // a's own change clears its copy at once
  })

  it('the POST rate limit counts across both instances', async () => {
    // 12 POSTs per address per window in all: alternating, the two instances together allow 12, not 24.
    let refusedAt = 0
    for (let attempt = 0; attempt < 30 && refusedAt === 0; attempt++) {
      const instance = attempt % 2 === 0 ? a : b
      const response = await postJson(`${instance.url}/api/referrals/`, {
        name: 'Arjun',
        email: `arjun${attempt}@example.com`,
      })
      posts += 1
      if (response.status === 429) refusedAt = posts
      else expect(response.status).toBe(201)
    }
    expect(refusedAt).toBeGreaterThanOrEqual(13)
    expect(refusedAt).toBeLessThanOrEqual(14)
  })
})
