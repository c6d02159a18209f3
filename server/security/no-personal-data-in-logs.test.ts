import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import type { Db, Queryable, SqlValue } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { sandboxProvider } from '../payments/sandbox-provider.ts'
import { localCvStorage } from '../storage/local-cv-storage.ts'
import { pdfBytes } from '../test-support/files.ts'
import { testAppConfig } from '../test-support/stub-deps.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'
import { fakeSite, listen, postJson, tempDir } from '../test-support/test-server.ts'

const marker = 'ZqMarker7731'

/** A database error as PostgreSQL words it: its message and detail quote the values it was given. */
class LeakyDatabaseError extends Error {
  readonly code = '23514'
  readonly detail: string
  constructor(params: readonly SqlValue[]) {
    super(`new row violates check constraint: ${JSON.stringify(params)}`)
    this.name = 'DatabaseError'
    this.detail = `Failing row contains (${params.join(', ')}).`
  }
}

/** The real database, except that every write fails with an error that quotes what was written. */
function failingWrites(db: Db): Db {
  const guard = (target: Queryable): Queryable => ({
    query: async (sql, params = []) => {
      if (/^\s*(INSERT|UPDATE)/i.test(sql)) throw new LeakyDatabaseError(params)
      return target.query(sql, params)
    },
    exec: (sql) => target.exec(sql),
  })
  return {
    ...guard(db),
    kind: db.kind,
    probe: db.probe,
    transaction: (work) => db.transaction((tx) => work(guard(tx))),
    close: () => db.close(),
  }
}

describe('the server’s output never holds what a visitor submitted', () => {
  let dataDir = ''
  let site = ''
  let db: Db
  let server: Awaited<ReturnType<typeof listen>>
  const output: string[] = []

  beforeAll(async () => {
    dataDir = await tempDir('logs')
    site = await fakeSite()
    await copyFreshDatabase(dataDir)
    db = await openPgliteDb(path.join(dataDir, 'pg'))
    const app = createApp({
      db: failingWrites(db),
      storage: localCvStorage(path.join(dataDir, 'uploads')),
      payments: sandboxProvider('logs-secret'),
      config: testAppConfig({ staticDir: site }),
    })
    server = await listen(app)
    const capture = (chunk: unknown) => {
      output.push(String(chunk))
      return true
    }
    vi.spyOn(process.stdout, 'write').mockImplementation(capture)
    vi.spyOn(process.stderr, 'write').mockImplementation(capture)
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void output.push(args.map(String).join(' ')))
    }
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await server.close()
    await db.close()
    await rm(dataDir, { recursive: true, force: true })
    await rm(site, { recursive: true, force: true })
  })

  it('logs a failed application, referral and order by request id, route and error class only', async () => {
    const application = new FormData()
    application.append('job', '1')
    application.append('full_name', `Priya ${marker}`)
    application.append('email', `${marker}@example.com`)
    application.append('phone', `+91 ${marker}`)
    application.append('comments', `Notes ${marker}`)
    application.append('resume', new File([pdfBytes()], `${marker}.pdf`, { type: 'application/pdf' }))
    const answers = [
      await fetch(`${server.url}/api/job-applications/?ref=${marker}`, { method: 'POST', body: application }),
      await postJson(`${server.url}/api/referrals/?ref=${marker}`, {
        name: `Arjun ${marker}`,
        email: `${marker}@example.org`,
      }),
      await postJson(`${server.url}/api/create-plan-order/?ref=${marker}`, { plan_id: 2, note: marker }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(500)
      expect(await answer.text()).not.toContain(marker)
    }

    const lines = output.join('')
    // Something was logged for each failure (the test would pass vacuously otherwise)…
    expect(lines.match(/"msg":"request failed"/g)).toHaveLength(3)
    expect(lines).toContain('"error":"DatabaseError"')
    expect(lines).toContain('"route":"/api/job-applications/"')
    expect(lines).toContain(`"requestId":"${answers[0]?.headers.get('x-request-id') ?? 'missing'}"`)
    // …and none of it carries a submitted value.
    expect(lines).not.toContain(marker)
  })
})
