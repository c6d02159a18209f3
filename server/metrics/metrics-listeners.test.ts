import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { sample, scrape, token } from '../test-support/metrics-scrape.ts'

describe('/metrics is never public by default', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.cleanup())

  it('answers 404 without METRICS_TOKEN or METRICS_PORT, token or not', async () => {
    expect((await scrape(server.url, null)).status).toBe(404)
    const withToken = await scrape(server.url)
    expect(withToken.status).toBe(404)
    expect(await withToken.text()).not.toContain('arcnova_')
    expect(server.metricsUrl).toBeNull()
  })
})

describe('collectors that fail or hang', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(
      { METRICS_TOKEN: token },
      {
        metrics: {
          // A database that never answers must not hold the scrape.
          deliveries: () => new Promise(() => {}),
          lastBackupAt: async () => null,
          collectTimeoutMs: 200,
        },
      },
    )
  })
  afterAll(() => server?.cleanup())

  it('leaves a slow collector out of the scrape and says so; no backup yet reads 0', async () => {
    const started = performance.now()
    const response = await scrape(server.url)
    expect(response.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(5000)
    const text = await response.text()
    expect(sample(text, 'arcnova_messages_waiting')).toBeUndefined()
    expect(sample(text, 'arcnova_messages_failed')).toBeUndefined()
    expect(sample(text, 'arcnova_metrics_collector_up', { collector: 'deliveries' })).toBe(0)
    expect(sample(text, 'arcnova_last_backup_timestamp_seconds')).toBe(0)
    expect(sample(text, 'arcnova_metrics_collector_up', { collector: 'last_backup' })).toBe(1)
  })
})

describe('/metrics on METRICS_PORT', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ METRICS_PORT: '0' })
  })
  afterAll(() => server?.cleanup())

  it('serves /metrics only on its own listener; the main port answers 404', async () => {
    expect(server.metricsUrl).not.toBeNull()
    const metricsUrl = server.metricsUrl ?? ''
    expect(metricsUrl).not.toBe(server.url)
    await fetch(`${server.url}/api/jobs/`)
    const response = await scrape(metricsUrl, null)
    expect(response.status).toBe(200)
    expect(sample(await response.text(), 'arcnova_http_requests_total', { route: '/api/jobs/', status: '200' })).toBe(1)
    expect((await scrape(server.url, null)).status).toBe(404)
    // Nothing else is served there: not the API, not the site.
    expect((await fetch(`${metricsUrl}/api/jobs/`)).status).toBe(404)
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404)
  })
})

describe('/metrics on METRICS_PORT with METRICS_TOKEN', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ METRICS_PORT: '0', METRICS_TOKEN: token })
  })
  afterAll(() => server?.cleanup())

  it('asks the token on its own listener, and the main port does not serve it even with the token', async () => {
    const metricsUrl = server.metricsUrl ?? ''
    expect((await scrape(metricsUrl, null)).status).toBe(401)
    expect((await scrape(metricsUrl)).status).toBe(200)
    expect((await scrape(server.url)).status).toBe(404)
  })
})
