import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Server } from 'node:http'
import type { Agent } from 'node:https'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import type { Readiness } from './http/health-routes.ts'
import { siteUrlWarning, type Config } from './config.ts'
import type { Db } from './db/db.ts'
import { migrate } from './db/migrate.ts'
import { seed } from './db/seed.ts'
import { openPayments, type PaymentMode } from './payments/payment-mode.ts'
import type { PaymentProvider } from './payments/payment-provider.ts'
import { writeLog, type Log } from './log.ts'
import { assertDataOutsideSite } from './security/data-outside-site.ts'
import { keepDataPrivate } from './security/private-folders.ts'
import { houseKeep, scheduleHousekeeping } from './housekeeping.ts'
import type { CvStorage } from './storage/cv-storage.ts'
import { localCvStorage } from './storage/local-cv-storage.ts'
import { postgresCvStorage } from './storage/postgres-cv-storage.ts'
import { PostgresRateLimiter } from './security/postgres-rate-limit.ts'
import { consolePostsPerWindow } from './console/console-post-limit.ts'
import { smtpSendMail } from './notify/smtp-mail.ts'
import { startDeliveryWorker, type DeliveryWorker } from './delivery/delivery-worker.ts'
import { openSealedDatabase } from './at-rest/open-sealed-database.ts'
import { outbox as makeOutbox, type Outbox } from './delivery/outbox.ts'
import { deliveryCounts, releaseLeases } from './delivery/outbox-store.ts'
import { defaultRetrySchedule, type RetrySchedule } from './delivery/retry-schedule.ts'
import { messageSender } from './delivery/send-message.ts'
import { lostLinkMaxPerWindow } from './applicant/applicant-routes.ts'
import { alertRequestMaxPerWindow } from './job-alerts/job-alert-routes.ts'
import { pushAlertService, type PushAlerts } from './push-alerts/push-alert-sender.ts'
import { backupService } from './backup/backup-service.ts'
import { lastBackupAt } from './backup/backup-record.ts'
import { listenForBackups } from './backup/backup-socket.ts'
import { scheduleBackups } from './backup/backup-schedule.ts'
import { metricsApp } from './metrics/metrics-routes.ts'
import { createServerMetrics, type MetricsCollectors } from './metrics/server-metrics.ts'

export interface RunningServer {
  url: string
  port: number
  db: Db
  storage: CvStorage
  /** Null when payments are disabled (see payment-mode.ts). */
  payments: PaymentProvider | null
  paymentMode: PaymentMode
  /** Names the site build being served (from its index.html); null when there is none. */
  buildId: string | null
  pushAlerts: PushAlerts
  /** Where routes record what they promise to send, and its worker (record 059): tests wait with idle(). */
  outbox: Outbox
  deliveries: DeliveryWorker
  /** The listener of its own that serves /metrics (METRICS_PORT), or null (off, or on the main port). */
  metricsUrl: string | null
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>
}

/** Opens and migrates the database, seeds it, builds the app and listens on config.host:config.port. */
export async function startServer(
  config: Config,
  log: Log = writeLog,
  /**
   * Test hooks: the HTTPS agent that trusts a local push endpoint; a shorter push deadline; quicker
   * delivery retries; collectors for /metrics and their scrape timeout.
   */
  options: {
    pushAgent?: Agent
    pushDeadlineMs?: number
    delivery?: Partial<RetrySchedule> & { pollMs?: number; leaseMs?: number }
    metrics?: MetricsCollectors & { collectTimeoutMs?: number }
  } = {},
): Promise<RunningServer> {
  await assertDataOutsideSite(config)
  await keepDataPrivate(config, log)
  const siteUrlMissing = siteUrlWarning(config)
  if (siteUrlMissing !== null) log('warn', siteUrlMissing)
  const { db, sealer } = await openSealedDatabase(config, log, async (db) => {
    await migrate(db)
    if (config.seedSampleData) await seed(db)
  })
  const { paymentMode, payments } = await openPayments(config, db)
  // CVs in PostgreSQL are staged in UPLOAD_DIR while they arrive, then stored in the database.
  const storage =
    config.cvStorage === 'postgres' ? postgresCvStorage(db, config.uploadDir) : localCvStorage(config.uploadDir)
  // Instances sharing PostgreSQL count POSTs there; the embedded database serves one instance.
  const rateLimiter = db.kind === 'postgres' ? new PostgresRateLimiter(db, config.rateLimit) : undefined
  const consoleRateLimiter =
    db.kind === 'postgres'
      ? new PostgresRateLimiter(db, {
          max: consolePostsPerWindow(config.rateLimit.max),
          windowMs: config.rateLimit.windowMs,
        })
      : undefined
  // Same window as the POST limit: both share rate_limit_hits, whose clean-up follows that window.
  const lostLinkLimiter =
    db.kind === 'postgres'
      ? new PostgresRateLimiter(db, { max: lostLinkMaxPerWindow, windowMs: config.rateLimit.windowMs })
      : undefined
  const jobAlertLimiter =
    db.kind === 'postgres'
      ? new PostgresRateLimiter(db, { max: alertRequestMaxPerWindow, windowMs: config.rateLimit.windowMs })
      : undefined
  const readiness: Readiness = { draining: false }
  const pushAlerts = pushAlertService({
    db,
    configuredKeys: config.vapidKeys,
    sealer,
    siteUrl: config.siteUrl,
    log,
    endpointHosts: config.push.endpointHosts,
    ...(options.pushAgent === undefined ? {} : { agent: options.pushAgent }),
    ...(options.pushDeadlineMs === undefined ? {} : { deadlineMs: options.pushDeadlineMs }),
  })
  // Every promised message goes through the outbox (record 059): recorded with its event, sent here.
  const schedule = { ...defaultRetrySchedule, ...options.delivery }
  // The embedded database has one instance: a lease left in it belongs to a process that is gone.
  if (db.kind === 'pglite') await releaseLeases(db)
  const deliveries = startDeliveryWorker({
    db,
    log,
    schedule,
    pollMs: options.delivery?.pollMs ?? 5_000,
    leaseMs: options.delivery?.leaseMs ?? 2 * 60_000,
    send: messageSender({
      db,
      sendMail: config.notify === null ? null : smtpSendMail(config.notify),
      teamTo: config.notify?.to ?? [],
      siteUrl: config.siteUrl,
      sealer,
      pushJob: (jobId) => pushAlerts.sendJob(jobId),
    }),
  })
  const outbox = makeOutbox({
    mail: config.notify !== null,
    sealer,
    giveUpAfterMs: schedule.giveUpAfterMs,
    wake: () => deliveries.wake(),
  })
  // Only when someone may read them (a token or a port of its own): otherwise nothing is counted.
  const metricsOn = config.metrics.token !== null || config.metrics.port !== null
  const metrics = metricsOn
    ? createServerMetrics({
        deliveries: () => deliveryCounts(db),
        lastBackupAt: () => lastBackupAt(db),
        ...options.metrics,
        ...(db.stats === undefined ? {} : { poolStats: db.stats }),
      })
    : undefined
  const housekeeping = () =>
    houseKeep(
      db,
      storage,
      {
        cvSweepMinAgeMs: config.cvSweepMinAgeMs,
        retention: config.retention,
        jobAlerts: { outbox, siteUrl: config.siteUrl },
        ...(metrics === undefined ? {} : { retentionSwept: (at: Date) => metrics.retentionSwept(at) }),
      },
      log,
    )
  await housekeeping()
  const stopHousekeeping = scheduleHousekeeping(housekeeping, log)
  const backups = backupService(
    { db, cvStorage: config.cvStorage, uploadDir: config.uploadDir, databaseUrl: config.databaseUrl },
    log,
  )
  // npm run backup cannot open the embedded database while we hold it: it asks through a private socket.
  const stopBackupSocket =
    db.kind === 'pglite'
      ? await listenForBackups(config.dataDir, (target) => backups.take(target, false), log)
      : async () => undefined
  const { dir: backupDir, everyHours, keepDays } = config.backup
  const stopBackupSchedule =
    backupDir === null
      ? async () => undefined
      : scheduleBackups(db, backups, { dir: backupDir, everyHours, keepDays }, log)
  const app = createApp({
    db,
    storage,
    payments,
    config,
    precompressStatic: true,
    log,
    readiness,
    rateLimiter,
    consoleRateLimiter,
    lostLinkLimiter,
    jobAlertLimiter,
    outbox,
    pushAlerts,
    ...(metrics === undefined ? {} : { metrics }),
    // On the main port only behind the token, and only when there is no port of its own.
    ...(config.metrics.token === null || config.metrics.port !== null ? {} : { metricsToken: config.metrics.token }),
  })

  const server = await listen(app.fetch, config.host, config.port)
  const metricsServer =
    metrics === undefined || config.metrics.port === null
      ? null
      : await listen(
          metricsApp(metrics, { token: config.metrics.token, trustProxy: config.trustProxy, log }).fetch,
          config.metrics.host,
          config.metrics.port,
        ).catch(async (error: unknown) => {
          // The port is taken: nothing may stay open behind the refusal to start.
          stopHousekeeping()
          await new Promise((resolve) => server.close(resolve))
          await db.close()
          throw error
        })

  let closing: Promise<void> | null = null
  async function close(): Promise<void> {
    readiness.draining = true
    stopHousekeeping()
    // Pushes under way end at once: a push service that never answers cannot hold the shutdown.
    const pushesStopped = pushAlerts.stop()
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
    if (server instanceof Server) {
      // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
      server.closeIdleConnections()
      const force = setTimeout(() => server.closeAllConnections(), 10_000)
      force.unref()
    }
    // A scrape holds no data of value: its connections end at once.
    if (metricsServer instanceof Server) metricsServer.closeAllConnections()
    await Promise.all([
      stopped,
      new Promise((resolve) => (metricsServer === null ? resolve(null) : metricsServer.close(resolve))),
    ])
    // Mails already under way get their chance (each gives up within its own timeouts); what is not
    // sent stays in the outbox for the next start or another instance.
    await Promise.all([deliveries.stop(), pushesStopped])
    // A backup under way finishes before the database closes.
    await Promise.all([stopBackupSchedule(), stopBackupSocket()])
    await backups.settled()
    await db.close()
  }

  return {
    url: urlOf(server, config.host, config.port),
    port: portOf(server, config.port),
    db,
    storage,
    payments,
    paymentMode,
    buildId: await siteBuildId(config.staticDir),
    pushAlerts,
    outbox,
    deliveries,
    metricsUrl: metricsServer === null ? null : urlOf(metricsServer, config.metrics.host, config.metrics.port ?? 0),
    close: () => (closing ??= close()),
  }
}

type Listening = ReturnType<typeof serve>

function listen(fetch: Parameters<typeof serve>[0]['fetch'], hostname: string, port: number): Promise<Listening> {
  return new Promise<Listening>((resolve, reject) => {
    const listening = serve({ fetch, hostname, port }, () => resolve(listening))
    listening.once('error', reject)
  })
}

function portOf(server: Listening, configured: number): number {
  const address = server.address()
  return typeof address === 'object' && address !== null ? address.port : configured
}

function urlOf(server: Listening, host: string, configured: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${portOf(server, configured)}`
}

/** A short hash of the site's index.html: it changes with every build (its asset names do). */
async function siteBuildId(staticDir: string): Promise<string | null> {
  try {
    const index = await readFile(path.join(staticDir, 'index.html'))
    return createHash('sha256').update(index).digest('hex').slice(0, 12)
  } catch {
    return null
  }
}
