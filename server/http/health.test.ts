import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { Readiness } from './health-routes.ts'
import type { LogFields, LogLevel } from '../log.ts'
import { sandboxProvider } from '../payments/sandbox-provider.ts'
import { failingDb, failingStorage, testAppConfig } from '../test-support/stub-deps.ts'
import { fakeSite, listen, startTestServer, type TestServer } from '../test-support/test-server.ts'

describe('health and readiness', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '1' })
  })
  afterAll(() => server.cleanup())

  it('/api/health and /api/ready answer small no-store JSON, never rate limited', async () => {
    for (let round = 0; round < 5; round++) {
      for (const [path, status] of [
        ['/api/health', 'ok'],
        ['/api/ready', 'ready'],
      ] as const) {
        const response = await fetch(`${server.url}${path}`)
        expect(response.status, path).toBe(200)
        expect(response.headers.get('cache-control'), path).toContain('no-store')
        expect(await response.json(), path).toEqual({ status })
      }
    }
  })

  it('/api/ready says 503 while migrations are pending', async () => {
    await server.db.query("DELETE FROM schema_migrations WHERE name = '002_payment_status_and_webhook_keys.sql'")
    const response = await fetch(`${server.url}/api/ready`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'migrations pending' })
    await server.db.query("INSERT INTO schema_migrations (name) VALUES ('002_payment_status_and_webhook_keys.sql')")
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
  })
})

describe('readiness without a database, and while draining', () => {
  let site = ''
  let app: Awaited<ReturnType<typeof listen>>
  const readiness: Readiness = { draining: false }
  const lines: { level: LogLevel; message: string; fields: LogFields }[] = []
  beforeAll(async () => {
    site = await fakeSite()
    app = await listen(
      createApp({
        db: failingDb,
        storage: failingStorage,
        payments: sandboxProvider('stub-secret'),
        config: testAppConfig({ staticDir: site }),
        log: (level, message, fields = {}) => void lines.push({ level, message, fields }),
        readiness,
      }),
    )
  })
  afterAll(async () => {
    await app.close()
    await rm(site, { recursive: true, force: true })
  })

  it('answers 503 when the database does not, and 503 "draining" once shutdown has begun; /api/health stays 200', async () => {
    let response = await fetch(`${app.url}/api/ready`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'database unreachable' })
    readiness.draining = true
    response = await fetch(`${app.url}/api/ready`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'draining' })
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200)
    readiness.draining = false
  })

  it('logs one line per request: id, method, path without the query, status, duration and size', async () => {
    lines.length = 0
    const response = await fetch(`${app.url}/robots.txt?email=someone%40example.com`)
    expect(response.status).toBe(200)
    const requestLines = lines.filter((line) => line.message === 'request')
    expect(requestLines).toHaveLength(1)
    const [line] = requestLines
    expect(line?.level).toBe('info')
    expect(line?.fields).toMatchObject({
      requestId: response.headers.get('x-request-id'),
      method: 'GET',
      path: '/robots.txt',
      status: 200,
      bytes: (await response.arrayBuffer()).byteLength,
    })
    expect(typeof line?.fields.durationMs).toBe('number')
    expect(JSON.stringify(lines)).not.toContain('example.com')
  })
})
