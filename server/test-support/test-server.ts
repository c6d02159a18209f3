import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Server } from 'node:http'
import type { Agent } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { loadConfig, type Config } from '../config.ts'
import type { RetrySchedule } from '../delivery/retry-schedule.ts'
import type { Log } from '../log.ts'
import type { MetricsCollectors } from '../metrics/server-metrics.ts'
import { startServer, type RunningServer } from '../start-server.ts'
import { freshPostgresDatabase, serversOnPostgres } from './test-database.ts'
import { copyFreshDatabase } from './template-db.ts'
import { testDataKey } from './test-key.ts'

export const testWebhookSecret = 'whsec_test_secret'

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `arcnova-${prefix}-`))
}

/** A tiny stand-in for the vite build: enough files to test every static-serving rule. */
export async function fakeSite(options: { with404?: boolean } = {}): Promise<string> {
  const dir = await tempDir('site')
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><title>Arcnova</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`,
    'assets/app-abc123.js': `console.log(${JSON.stringify('arcnova '.repeat(400))});\n`,
    'assets/logo-abc123.png': 'not really a png',
    'sw.js': "self.addEventListener('install', () => self.skipWaiting())\n",
    'manifest.webmanifest': JSON.stringify({ name: 'Arcnova Consulting', start_url: '/' }),
    'careers/index.html': '<!doctype html><title>Careers</title><h1>Careers</h1>',
    'Pharmaceuticals/index.html': '<!doctype html><title>Pharmaceuticals</title><h1>Pharmaceuticals</h1>',
    'managed/itsupport/index.html': '<!doctype html><title>IT Support</title><h1>IT Support</h1>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '.build-stamp.json': '{"indexSha256":"0"}',
  }
  if (options.with404 !== false) files['404.html'] = '<!doctype html><title>Not found</title><h1>Page not found</h1>'
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content)
  }
  return dir
}

export interface TestServer extends RunningServer {
  config: Config
  /** Closes the server and deletes its data folder. */
  cleanup(): Promise<void>
}

/**
 * Starts the real server on 127.0.0.1, port 0, with a fresh data folder: a copy of a new seeded database,
 * or (initdb: true) one created from nothing, or the given folder (to test restarts).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string
    keepData?: boolean
    initdb?: boolean
    log?: Log
    pushAgent?: Agent
    pushDeadlineMs?: number
    /** Quicker retries and polls for the delivery worker. */
    delivery?: Partial<RetrySchedule> & { pollMs?: number; leaseMs?: number }
    metrics?: MetricsCollectors & { collectTimeoutMs?: number }
  } = {},
): Promise<TestServer> {
  // The server-postgres project: a database of its own on the real PostgreSQL, unless the test names one.
  const postgres = serversOnPostgres && env.DATABASE_URL === undefined ? await freshPostgresDatabase('migrated') : null
  // The API tests expect the sample jobs and plans there too.
  if (postgres !== null) env = { SEED_SAMPLE_DATA: '1', ...env, DATABASE_URL: postgres.url }
  let dataDir = options.dataDir
  if (dataDir === undefined) {
    dataDir = await tempDir('data')
    if (options.initdb !== true && env.DATABASE_URL === undefined) await copyFreshDatabase(dataDir)
  }
  const staticDir = env.STATIC_DIR ?? (await fakeSite())
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    SKIP_BUILD: '1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    RATE_LIMIT_MAX: '10000',
    RAZORPAY_WEBHOOK_SECRET: testWebhookSecret,
    DATA_KEY: testDataKey,
    ...env,
  })
  const { pushAgent, pushDeadlineMs, delivery, metrics } = options
  const server = await startServer(config, options.log, {
    ...(pushAgent === undefined ? {} : { pushAgent }),
    ...(pushDeadlineMs === undefined ? {} : { pushDeadlineMs }),
    ...(delivery === undefined ? {} : { delivery }),
    ...(metrics === undefined ? {} : { metrics }),
  })
  return {
    ...server,
    config,
    async cleanup() {
      await server.close()
      if (options.keepData !== true) await rm(dataDir, { recursive: true, force: true })
      await postgres?.drop()
      if (env.STATIC_DIR === undefined) await rm(staticDir, { recursive: true, force: true })
    },
  }
}

/** Serves any app (a Hono app's fetch) on 127.0.0.1:0 (for tests that need no database). */
export async function listen(app: {
  fetch: (request: Request) => Response | Promise<Response>
}): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(listening))
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (server instanceof Server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}
