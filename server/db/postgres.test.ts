import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pdfBytes } from '../test-support/files.ts'
import { freshPostgresDatabase } from '../test-support/test-database.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { queryOne } from './db.ts'
import { openPostgresDb } from './postgres-db.ts'

/** Opt-in: a real PostgreSQL server whose public schema this test may wipe, e.g. postgres://postgres@127.0.0.1:5432/arcnova_test */
const databaseUrl = process.env.TEST_DATABASE_URL ?? ''

describe.skipIf(databaseUrl === '')('the same SQL on a real PostgreSQL server (TEST_DATABASE_URL)', () => {
  const servers: TestServer[] = []
  beforeAll(async () => {
    const db = await openPostgresDb(databaseUrl)
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    await db.close()
  })
  afterAll(async () => {
    for (const server of servers) await server.cleanup()
  })

  it('lets two instances start together: migrations and seed run once', async () => {
    const started = await Promise.all([
      startTestServer({ DATABASE_URL: databaseUrl, SEED_SAMPLE_DATA: '1' }),
      startTestServer({ DATABASE_URL: databaseUrl, SEED_SAMPLE_DATA: '1' }),
    ])
    servers.push(...started)
    const [first] = started
    if (first === undefined) throw new Error('no server')
    const counts = await queryOne(
      first.db,
      z.object({ migrations: z.number(), plans: z.number(), jobs: z.number() }),
      `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
              (SELECT count(*)::int FROM plans) AS plans,
              (SELECT count(*)::int FROM jobs) AS jobs`,
    )
    const migrationFiles = (await readdir(path.join(import.meta.dirname, '..', 'migrations'))).filter((name) =>
      name.endsWith('.sql'),
    )
    expect(counts).toEqual({ migrations: migrationFiles.length, plans: 3, jobs: 10 })
  })

  it('answers every endpoint as the embedded database does', async () => {
    const [a, b] = servers
    if (a === undefined || b === undefined) throw new Error('no servers')
    const jobs = z.object({
      count: z.number(),
      results: z.array(z.object({ id: z.number(), date_posted: z.string() })),
    })
    const list = jobs.parse(await (await fetch(`${a.url}/api/jobs/`)).json())
    expect(list.count).toBe(10)
    expect(list.results[0]?.date_posted).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const form = new FormData()
    for (const [name, value] of Object.entries({
      job: String(list.results[0]?.id),
      full_name: 'Asha',
      email: 'asha@example.com',
      phone: '1',
    })) {
      form.append(name, value)
    }
    form.append('resume', new File([pdfBytes()], 'cv.pdf'))
    expect((await fetch(`${a.url}/api/job-applications/`, { method: 'POST', body: form })).status).toBe(201)

    expect((await postJson(`${a.url}/api/referrals/`, { name: 'Dev', email: 'dev@example.com' })).status).toBe(201)
    // The other instance sees the same data: the unique index refuses the repeat.
    expect((await postJson(`${b.url}/api/referrals/`, { name: 'Dev', email: 'DEV@example.com' })).status).toBe(409)

    // An order created on one instance is paid and verified on the other (shared sandbox secret).
    const order = z
      .object({ order_id: z.string() })
      .parse(await (await postJson(`${a.url}/api/create-plan-order/`, { plan_id: 1 })).json())
    const payment = z
      .record(z.string(), z.string())
      .parse(await (await postJson(`${b.url}/api/sandbox/pay/`, order)).json())
    const verified = await Promise.all(
      [a, b].map((server) => postJson(`${server.url}/api/verify-and-activate/`, { ...payment, plan_id: 1 })),
    )
    expect(verified.map((response) => response.status)).toEqual([200, 200])
    const activations = await queryOne(
      a.db,
      z.object({ n: z.number() }),
      'SELECT count(*)::int AS n FROM plan_activations WHERE order_id = $1',
      [order.order_id],
    )
    expect(activations?.n).toBe(1)
  })

  it('puts no sample jobs or plans into a PostgreSQL database unless SEED_SAMPLE_DATA=1', async () => {
    const database = await freshPostgresDatabase()
    const server = await startTestServer({ DATABASE_URL: database.url })
    try {
      const counts = await queryOne(
        server.db,
        z.object({ plans: z.number(), jobs: z.number() }),
        'SELECT (SELECT count(*)::int FROM plans) AS plans, (SELECT count(*)::int FROM jobs) AS jobs',
      )
      expect(counts).toEqual({ plans: 0, jobs: 0 })
      expect(await (await fetch(`${server.url}/api/jobs/`)).json()).toEqual({ count: 0, results: [] })
    } finally {
      await server.cleanup()
      await database.drop()
    }
  })
})
