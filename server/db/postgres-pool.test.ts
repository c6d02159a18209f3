import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pdfBytes } from '../test-support/files.ts'
import { freshPostgresDatabase } from '../test-support/test-database.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { queryOne } from './db.ts'
import { DatabaseUnavailable } from './database-unavailable.ts'
import { openPostgresDb } from './postgres-db.ts'

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''

function application(): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries({ job: '1', full_name: 'Priya', email: 'p@example.com', phone: '123' }))
    form.append(name, value)
  form.append('resume', new File([new Uint8Array(pdfBytes(64 * 1024))], 'cv.pdf', { type: 'application/pdf' }))
  return form
}

/** Holds `count` of the pool's connections inside open transactions until the returned function is called. */
function holdConnections(server: TestServer, count: number): { release: () => void; held: Promise<unknown> } {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = Promise.all(
    Array.from({ length: count }, () =>
      server.db.transaction(async (tx) => {
        await tx.query('SELECT 1')
        await gate
      }),
    ),
  )
  return { release, held }
}

describe.skipIf(databaseUrl === '')('the PostgreSQL pool (TEST_DATABASE_URL)', () => {
  let server: TestServer
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>

  beforeAll(async () => {
    database = await freshPostgresDatabase()
    server = await startTestServer({
      DATABASE_URL: database.url,
      SEED_SAMPLE_DATA: '1',
      CV_STORAGE: 'postgres',
      DATABASE_POOL_SIZE: '1',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    })
  }, 60_000)
  afterAll(async () => {
    await server?.cleanup()
    await database?.drop()
  })

  it('stores an application and its CV on one connection: a pool of one never deadlocks', async () => {
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: application() })
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    const stored = await queryOne(
      server.db,
      z.object({ size: z.number() }),
      'SELECT length(f.content) AS size FROM job_applications a JOIN cv_files f ON f.key = a.resume_key WHERE a.id = $1',
      [id],
    )
    expect(stored?.size).toBe(64 * 1024)
  })

  it('answers 503 with Retry-After when every connection is busy, within the wait limit, and serves again after', async () => {
    const busy = holdConnections(server, 1)
    try {
      const started = performance.now()
      const refused = await postJson(`${server.url}/api/referrals/`, { name: 'Arjun', email: 'arjun@example.com' })
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await refused.text()).toContain('try again')
      // The wait is bounded (500 ms here), not forever: generous for a busy machine.
      expect(performance.now() - started).toBeLessThan(5000)
      // The readiness probe has a connection of its own: a busy pool is not an outage.
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
    } finally {
      busy.release()
      await busy.held
    }
    const accepted = await postJson(`${server.url}/api/referrals/`, { name: 'Arjun', email: 'arjun@example.com' })
    expect(accepted.status).toBe(201)
  })

  it('cancels a statement that runs past statement_timeout, as DatabaseUnavailable', async () => {
    await expect(server.db.query('SELECT pg_sleep(3)')).rejects.toBeInstanceOf(DatabaseUnavailable)
    expect(await server.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }])
  })

  it('survives its connections being closed by the server (a restart), and reconnects', async () => {
    const db = await openPostgresDb(
      database.url,
      { size: 3, connectTimeoutMs: 1000, statementTimeoutMs: 1000 },
      () => {},
    )
    try {
      // Three idle pooled connections, then PostgreSQL closes every one of them.
      await Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.05)')))
      const admin = new pg.Client({ connectionString: database.url })
      await admin.connect()
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      await admin.end()
      await new Promise((resolve) => setTimeout(resolve, 200))
      // The pool dropped the broken ones (no unhandled 'error' ended this process) and opens new ones.
      expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }])
      expect(await db.transaction((tx) => tx.query('SELECT 3 AS three'))).toEqual([{ three: 3 }])
    } finally {
      await db.close()
    }
  })
})
