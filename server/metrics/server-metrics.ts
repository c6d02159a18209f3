import type { ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { PoolStats } from '../db/db.ts'
import { processMetricsText } from './process-metrics.ts'

/**
 * Numbers other parts of the server keep, read at each scrape. The delivery queue and the backups
 * plug in here; a collector left out leaves its gauges out of /metrics.
 */
export interface MetricsCollectors {
  /** Messages waiting to go out, and those that failed for good (the delivery queue's counts). */
  deliveries?: () => Promise<{ waiting: number; failed: number }>
  /** When the last backup finished; null when there has been none (the gauge then reads 0). */
  lastBackupAt?: () => Promise<Date | null>
}

export interface ServerMetricsOptions extends MetricsCollectors {
  /** The database's connections now (Db.stats); without it the pool gauges are left out. */
  poolStats?: () => PoolStats
  /** How long a scrape waits for each collector; a slower one is left out of that scrape. */
  collectTimeoutMs?: number
}

/** One server instance's metrics: its own registry, so several servers in one process never mix. */
export interface ServerMetrics {
  /** The Prometheus text format's content type (`text/plain; version=0.0.4`). */
  readonly contentType: string
  /** Middleware that counts and times every request by route pattern and status. */
  requests(): MiddlewareHandler
  /** Records that this instance finished a retention sweep (housekeeping calls it). */
  retentionSwept(at: Date): void
  /** The whole scrape: this server's metrics and the process's. */
  render(): Promise<string>
}

export const metricsPrefix = 'arcnova_'

/** A scrape's wait for each collector; Prometheus's own scrape_timeout is 10 s by default. */
export const defaultCollectTimeoutMs = 1000

/** From 1 ms (static files) to 10 s (the longest a request may run while the server drains). */
const latencyBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Methods outside these are counted as 'other': a label's values must stay few. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

class CollectorTimeout extends Error {}

async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CollectorTimeout()), ms)
  })
  try {
    return await Promise.race([Promise.resolve().then(work), timeout])
  } finally {
    clearTimeout(timer)
  }
}

function unixSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000)
}

export function createServerMetrics(options: ServerMetricsOptions = {}): ServerMetrics {
  const registry = new Registry()
  const registers = [registry]
  const timeoutMs = options.collectTimeoutMs ?? defaultCollectTimeoutMs

  const requestsTotal = new Counter({
    name: `${metricsPrefix}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern (never the raw path) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const duration = new Histogram({
    name: `${metricsPrefix}http_request_duration_seconds`,
    help: 'Time from a request to the end of its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: latencyBuckets,
    registers,
  })
  const lastRetentionSweep = new Gauge({
    name: `${metricsPrefix}last_retention_sweep_timestamp_seconds`,
    help: 'When this instance last finished the retention sweep (unix seconds); 0 before its first.',
    registers,
  })

  const poolStats = options.poolStats
  const pool =
    poolStats === undefined
      ? null
      : {
          read: poolStats,
          size: new Gauge({
            name: `${metricsPrefix}db_pool_max_connections`,
            help: 'Connections the database pool may open (1 for the embedded database).',
            registers,
          }),
          inUse: new Gauge({
            name: `${metricsPrefix}db_pool_connections_in_use`,
            help: 'Database connections running a statement or held by a transaction.',
            registers,
          }),
          waiting: new Gauge({
            name: `${metricsPrefix}db_pool_waiting`,
            help: 'Statements and transactions waiting for a database connection.',
            registers,
          }),
        }

  const collectorUp = new Gauge({
    name: `${metricsPrefix}metrics_collector_up`,
    help: 'Whether a collector answered within the scrape timeout (1) or failed or was too slow (0).',
    labelNames: ['collector'] as const,
    registers,
  })
  /** Runs one collector; when it fails or is too slow its gauges are left out of this scrape. */
  async function collect<T>(name: string, read: () => Promise<T>, apply: (value: T) => void, clear: () => void) {
    try {
      apply(await within(timeoutMs, read))
      collectorUp.set({ collector: name }, 1)
    } catch {
      clear()
      collectorUp.set({ collector: name }, 0)
    }
  }

  const collectors: Array<() => Promise<void>> = []
  const { deliveries, lastBackupAt } = options
  if (deliveries !== undefined) {
    const waiting = new Gauge({
      name: `${metricsPrefix}messages_waiting`,
      help: 'Messages (e-mails, pushes) waiting to be delivered.',
      registers,
    })
    const failed = new Gauge({
      name: `${metricsPrefix}messages_failed`,
      help: 'Messages whose delivery failed for good.',
      registers,
    })
    collectors.push(() =>
      collect(
        'deliveries',
        deliveries,
        (counts) => {
          waiting.set(counts.waiting)
          failed.set(counts.failed)
        },
        () => {
          waiting.remove()
          failed.remove()
        },
      ),
    )
  }
  if (lastBackupAt !== undefined) {
    const backup = new Gauge({
      name: `${metricsPrefix}last_backup_timestamp_seconds`,
      help: 'When the last backup finished (unix seconds); 0 when there has been none.',
      registers,
    })
    collectors.push(() =>
      collect(
        'last_backup',
        lastBackupAt,
        (at) => backup.set(at === null ? 0 : unixSeconds(at)),
        () => backup.remove(),
      ),
    )
  }

  async function scrape(): Promise<string> {
    if (pool !== null) {
      const stats = pool.read()
      pool.size.set(stats.size)
      pool.inUse.set(stats.inUse)
      pool.waiting.set(stats.waiting)
    }
    await Promise.all(collectors.map((run) => run()))
    const [process, server] = await Promise.all([processMetricsText(), registry.metrics()])
    return `${server}\n${process}`
  }

  // Scrapes that arrive together share one collection: a burst of them costs the database one round.
  let underWay: Promise<string> | null = null

  return {
    contentType: registry.contentType,
    requests() {
      return async (c, next) => {
        const started = performance.now()
        await next()
        const labels = { method: knownMethods.has(c.req.method) ? c.req.method : 'other', route: routeLabel(c) }
        const status = String(c.res.status)
        const done = () => {
          requestsTotal.inc({ ...labels, status })
          duration.observe(labels, (performance.now() - started) / 1000)
        }
        // Under Node the answer is still being written: time it to the end, as the request log does.
        const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
        if (outgoing === undefined || outgoing.writableFinished) done()
        else outgoing.once('close', done)
      }
    },
    retentionSwept(at) {
      lastRetentionSweep.set(unixSeconds(at))
    },
    render() {
      underWay ??= scrape().finally(() => {
        underWay = null
      })
      return underWay
    },
  }
}

/**
 * The pattern of the route that answered ('/api/plan-orders/:orderId/'), never the path itself: ids,
 * tokens and probes for unknown paths would each make a series of their own. Unknown paths fall to
 * the site's catch-all ('/*'), the API's ('/api/*') or to nothing ('unmatched').
 */
function routeLabel(c: Parameters<typeof routePath>[0]): string {
  const route = routePath(c)
  return route === '' ? 'unmatched' : route
}
