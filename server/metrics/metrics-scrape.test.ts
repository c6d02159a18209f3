import { randomBytes } from 'node:crypto'
import parsePrometheusText from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import {
  holdEveryConnection,
  lastBackup,
  logLines,
  sample,
  scrape,
  token,
  until,
} from '../test-support/metrics-scrape.ts'

describe('/metrics behind METRICS_TOKEN', () => {
  let server: TestServer
  let startedAt: number
  const logs = logLines()

  beforeAll(async () => {
    startedAt = Math.floor(Date.now() / 1000)
    server = await startTestServer(
      { METRICS_TOKEN: token },
      {
        log: logs.log,
        metrics: {
          deliveries: async () => ({ waiting: 3, failed: 1 }),
          lastBackupAt: async () => lastBackup,
        },
      },
    )
  })
  afterAll(() => server?.cleanup())

  it('refuses a scrape without the token, with a wrong one, or with it anywhere but the header: 401 Bearer', async () => {
    const sameLength = randomBytes(32).toString('hex')
    const refusals = [
      await scrape(server.url, null),
      await scrape(server.url, sameLength),
      await scrape(server.url, token.slice(0, -1)),
      await scrape(server.url, `${token}x`),
      await fetch(`${server.url}/metrics?token=${token}`),
      await fetch(`${server.url}/metrics`, { headers: { Authorization: `Basic ${btoa(`metrics:${token}`)}` } }),
    ]
    for (const response of refusals) {
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).not.toContain('arcnova_')
    }
  })

  it('serves the Prometheus text format with the right token', async () => {
    const response = await scrape(server.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).toContain('# TYPE arcnova_http_requests_total counter')
    // Node's process metrics, under their usual names.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
  })

  it("passes `promtool check metrics`' rules: every line parses, counters and only counters end in _total, each has help", async () => {
    const text = await (await scrape(server.url)).text()
    const families = parsePrometheusText(text)
    expect(families.length).toBeGreaterThan(25)
    // Every sample line is one the parser read (a line it cannot read would be missing here). The parser
    // folds a histogram's label sets into one, so histograms are checked by their own shape below.
    const histograms = families.filter((family) => family.type === 'HISTOGRAM').map((family) => family.name)
    const ofHistogram = (line: string) =>
      histograms.some((name) => /^(\w+)_(bucket|sum|count)\b/.exec(line)?.[1] === name)
    const sampleLines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'))
    const parsed = families
      .filter((family) => family.type !== 'HISTOGRAM')
      .reduce((sum, family) => sum + family.metrics.length, 0)
    expect(parsed).toBe(sampleLines.filter((line) => !ofHistogram(line)).length)
    // Each histogram series: its buckets end at +Inf, with one _sum and one _count beside it.
    for (const name of histograms) {
      const lines = sampleLines.filter((line) => line.startsWith(`${name}_`))
      const infinite = lines.filter((line) => line.startsWith(`${name}_bucket{`) && line.includes('le="+Inf"')).length
      // A histogram nothing has been observed in yet (the GC's, early on) has no series to check.
      if (name === 'arcnova_http_request_duration_seconds') expect(infinite).toBeGreaterThan(0)
      expect(lines.filter((line) => /^\w+_sum[{ ]/.test(line))).toHaveLength(infinite)
      expect(lines.filter((line) => /^\w+_count[{ ]/.test(line))).toHaveLength(infinite)
    }
    const misnamed = families
      .filter((family) => (family.type === 'COUNTER') !== family.name.endsWith('_total'))
      .map((family) => `${family.name} (${family.type.toLowerCase()})`)
    expect(misnamed).toEqual([])
    expect(families.filter((family) => family.help.trim() === '').map((family) => family.name)).toEqual([])
    expect(families.filter((family) => !/^[a-z][a-z0-9_]*$/.test(family.name)).map((family) => family.name)).toEqual([])
  })

  it('counts requests by route pattern and status, never by raw path', async () => {
    expect((await fetch(`${server.url}/api/jobs/`)).status).toBe(200)
    expect((await fetch(`${server.url}/api/plan-orders/order_SECRET4242/`)).status).toBe(404)
    expect((await fetch(`${server.url}/wp-admin/probe-1234.php`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/no-such-thing-5678`)).status).toBe(404)
    const text = await (await scrape(server.url)).text()
    const count = (route: string, status: string) =>
      sample(text, 'arcnova_http_requests_total', { method: 'GET', route, status })
    expect(count('/api/jobs/', '200')).toBeGreaterThanOrEqual(1)
    expect(count('/api/plan-orders/:orderId/', '404')).toBeGreaterThanOrEqual(1)
    // Unknown paths fall into the site's catch-all or the API's: one series each, whatever was asked.
    expect(count('/*', '404')).toBeGreaterThanOrEqual(1)
    expect(count('/api/*', '404')).toBeGreaterThanOrEqual(1)
    for (const raw of ['SECRET4242', 'probe-1234', 'no-such-thing', 'wp-admin']) expect(text).not.toContain(raw)
    // The earlier refused scrapes are counted too, under their route.
    expect(count('/metrics', '401')).toBeGreaterThanOrEqual(6)
  })

  it('times requests in a histogram in seconds', async () => {
    await fetch(`${server.url}/api/jobs/`)
    const text = await (await scrape(server.url)).text()
    const labels = { method: 'GET', route: '/api/jobs/' }
    const count = sample(text, 'arcnova_http_request_duration_seconds_count', labels) ?? 0
    expect(count).toBeGreaterThanOrEqual(2)
    expect(sample(text, 'arcnova_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(count)
    expect(sample(text, 'arcnova_http_request_duration_seconds_bucket', { ...labels, le: '0.005' })).toBeDefined()
    // Seconds, not milliseconds: two quick requests on this machine take well under 10 s together.
    expect(sample(text, 'arcnova_http_request_duration_seconds_sum', labels)).toBeLessThan(10)
  })

  it('reports the injected delivery counts and the last backup, and the last retention sweep', async () => {
    const text = await (await scrape(server.url)).text()
    expect(sample(text, 'arcnova_messages_waiting')).toBe(3)
    expect(sample(text, 'arcnova_messages_failed')).toBe(1)
    expect(sample(text, 'arcnova_last_backup_timestamp_seconds')).toBe(lastBackup.getTime() / 1000)
    expect(sample(text, 'arcnova_metrics_collector_up', { collector: 'deliveries' })).toBe(1)
    // The server ran a housekeeping round as it started, retention sweep included.
    const swept = sample(text, 'arcnova_last_retention_sweep_timestamp_seconds') ?? 0
    expect(swept).toBeGreaterThanOrEqual(startedAt)
    expect(swept).toBeLessThanOrEqual(Date.now() / 1000)
  })

  it('reports the database connections in use and the statements waiting for one', async () => {
    const idle = await (await scrape(server.url)).text()
    const size = sample(idle, 'arcnova_db_pool_max_connections') ?? 0
    expect(size).toBe(server.db.kind === 'pglite' ? 1 : server.config.databasePool.size)
    expect(sample(idle, 'arcnova_db_pool_waiting')).toBe(0)

    const busy = holdEveryConnection(server, size)
    const waiting = server.db.query('SELECT 1 AS one')
    try {
      // The scrape itself needs no connection: it answers while the database is saturated.
      await until(async () => sample(await (await scrape(server.url)).text(), 'arcnova_db_pool_waiting') === 1)
      const text = await (await scrape(server.url)).text()
      expect(sample(text, 'arcnova_db_pool_connections_in_use')).toBe(size)
    } finally {
      busy.release()
      await busy.held
      await waiting
    }
    const after = await (await scrape(server.url)).text()
    expect(sample(after, 'arcnova_db_pool_waiting')).toBe(0)
  })

  it('answers many scrapes at once while requests run', async () => {
    const work = Array.from({ length: 60 }, (_, i) =>
      fetch(`${server.url}${i % 2 === 0 ? '/api/jobs/' : '/api/plans/'}`).then((response) => response.status),
    )
    const scrapes = Array.from({ length: 30 }, () =>
      scrape(server.url).then(async (response) => ({ status: response.status, text: await response.text() })),
    )
    const [statuses, scraped] = await Promise.all([Promise.all(work), Promise.all(scrapes)])
    expect(new Set(statuses)).toEqual(new Set([200]))
    for (const { status, text } of scraped) {
      expect(status).toBe(200)
      expect(text).toContain('arcnova_http_requests_total')
    }
  })

  it('logs a scrape by its path only: no token, no query string', async () => {
    await fetch(`${server.url}/metrics?token=${token}&marker=query-marker-77`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    await fetch(`${server.url}/metrics?marker=query-marker-78`, { headers: { Authorization: 'Bearer wrong-token-79' } })
    // The request line is written once the answer has gone out.
    await until(async () => logs.text().includes('"status":401'))
    const text = logs.text()
    expect(text).toContain('"path":"/metrics"')
    for (const secret of [token, 'query-marker', 'wrong-token-79', 'marker=']) expect(text).not.toContain(secret)
  })
})
