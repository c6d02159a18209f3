import { Hono } from 'hono'
import { applicantRoutes, lostLinkMaxPerWindow } from './applicant/applicant-routes.ts'
import { applicationsRoutes } from './applications/applications-routes.ts'
import type { Config } from './config.ts'
import { pushDefaults } from './push-alerts/push-env.ts'
import type { Db } from './db/db.ts'
import { DatabaseUnavailable } from './db/database-unavailable.ts'
import { closeAfterUnreadBody, privateApiReplies } from './http/private-replies.ts'
import { healthRoutes, type Readiness } from './http/health-routes.ts'
import { HttpProblem, problem } from './http/problem.ts'
import { requestIds, type RequestIdVariables } from './http/request-id.ts'
import { requestLog } from './http/request-log.ts'
import { errorKind, writeLog, type Log } from './log.ts'
import { consoleAccountRoutes } from './console/console-account-routes.ts'
import { consoleApplicationsRoutes } from './console/console-applications-routes.ts'
import { consoleAuthRoutes, consoleGuard } from './console/console-auth-routes.ts'
import { consolePasskeyRoutes } from './console/console-passkey-routes.ts'
import { consolePostLimit, consolePostsPerWindow } from './console/console-post-limit.ts'
import { consoleStaffRoutes } from './console/console-staff-routes.ts'
import { consoleTwoFactorRoutes } from './console/console-two-factor-routes.ts'
import { consoleJobsRoutes } from './console/console-jobs-routes.ts'
import { consoleListsRoutes } from './console/console-lists-routes.ts'
import { consolePlansRoutes } from './console/console-plans-routes.ts'
import { consolePeopleRoutes } from './console/people/console-people-routes.ts'
import { consoleOrdersRoutes } from './console/orders/console-orders-routes.ts'
import { orderDocumentsRoutes } from './console/orders/order-documents-routes.ts'
import { singleSignOn } from './oidc/single-sign-on.ts'
import { pipelineExportRoutes } from './pipeline/pipeline-export.ts'
import { pipelineRoutes } from './pipeline/pipeline-routes.ts'
import { interviewRoutes } from './interviews/interview-routes.ts'
import { interviewOrganizer } from './interviews/invitation.ts'
import { applicantInterviewRoutes } from './interviews/applicant-interview-routes.ts'
import { PublicCaches } from './http/public-caches.ts'
import { sitemapRoute } from './jobs/sitemap-route.ts'
import { jobFeedsRoutes } from './job-feeds/job-feeds-route.ts'
import { indexNow, noIndexNow } from './job-feeds/indexnow.ts'
import { dataPagesRoute } from './pages/data-pages-route.ts'
import { cachedRetentionFigures, retentionRoutes } from './privacy/retention-route.ts'
import { shareTargetRoute } from './pages/share-target-route.ts'
import { shareLinkRoute } from './share-links/share-link-route.ts'
import { shareLinksConsoleRoutes } from './share-links/share-links-console-routes.ts'
import { contactRoutes } from './contact/contact-routes.ts'
import { cachedJobList, jobsRoutes } from './jobs/jobs-routes.ts'
import { metricsRoutes } from './metrics/metrics-routes.ts'
import type { ServerMetrics } from './metrics/server-metrics.ts'
import { alertRequestMaxPerWindow, jobAlertRoutes } from './job-alerts/job-alert-routes.ts'
import { pushAlertService, type PushAlerts } from './push-alerts/push-alert-sender.ts'
import { pushAlertRoutes } from './push-alerts/push-alert-routes.ts'
import { mailLessOutbox, type Outbox } from './delivery/outbox.ts'
import { deliveryRoutes } from './delivery/delivery-routes.ts'
import { requestMessages } from './messages.ts'
import type { PaymentProvider } from './payments/payment-provider.ts'
import { lostOrderLinkRoute } from './my-order/lost-order-link-route.ts'
import { myOrderRoutes } from './my-order/my-order-routes.ts'
import { paymentsRoutes } from './payments/payments-routes.ts'
import { sandboxRoutes } from './payments/sandbox-routes.ts'
import { webhookRoutes } from './payments/webhook-routes.ts'
import { plansRoutes } from './plans/plans-routes.ts'
import { referralsRoutes } from './referrals/referrals-routes.ts'
import { refundEffects } from './refunds/refund-effects.ts'
import { apiCors, rejectForeignOrigins } from './security/cors.ts'
import { securityHeaders } from './security/headers.ts'
import { type RateLimiter, rateLimitPosts, SlidingWindowRateLimiter } from './security/rate-limit.ts'
import { compressResponses } from './static/compression.ts'
import { staticSite } from './static/static-site.ts'
import type { CvStorage } from './storage/cv-storage.ts'
import { retentionDefaults } from '../src/site/retention.ts'
import { defaultSiteUrl } from '../src/site/preview-tags.ts'

export type AppConfig = Pick<
  Config,
  'allowedOrigins' | 'connectOrigins' | 'trustProxy' | 'webhookSecret' | 'rateLimit' | 'staticDir'
> &
  // The console's "deleted on" dates; the defaults when a test leaves it out.
  Partial<
    Pick<
      Config,
      | 'retention'
      | 'backupKeepDays'
      | 'siteUrl'
      | 'siteUrlSet'
      | 'vapidKeys'
      | 'push'
      | 'notify'
      | 'indexNow'
      | 'invoiceSigning'
      | 'oidc'
      | 'passwords'
    >
  >

export interface AppDeps {
  db: Db
  storage: CvStorage
  /** Null when payments are disabled: order routes answer 503 and the sandbox routes do not exist. */
  payments: PaymentProvider | null
  config: AppConfig
  /** Compress the site's files at start-up rather than on their first request (the real server does). */
  precompressStatic?: boolean
  /** Where requests and unexpected errors are reported (the client only sees a short 500); never with submitted values. */
  log?: Log
  /** Shared with the shutdown: /api/ready answers 503 once it drains. */
  readiness?: Readiness
  /** Counts POSTs per address; in memory unless given (instances on PostgreSQL count there). */
  rateLimiter?: RateLimiter
  /** Counts signed-in staff members' console POSTs, per staff member; in memory unless given. */
  consoleRateLimiter?: RateLimiter
  /** Counts 'Lost your link?' requests; in memory unless given (max lostLinkMaxPerWindow per window). */
  lostLinkLimiter?: RateLimiter
  /** Counts job alert requests; in memory unless given (max alertRequestMaxPerWindow per window). */
  jobAlertLimiter?: RateLimiter
  /** Where every promised e-mail and push alert is recorded for the delivery worker (record 059). */
  outbox?: Outbox
  /** Push alerts to installed apps; made here (keys from the config or the database) unless given. */
  pushAlerts?: PushAlerts
  /** Counts and times every request for /metrics (record 063); absent while metrics are off. */
  metrics?: ServerMetrics
  /** Serves GET /metrics here behind this bearer token (METRICS_TOKEN without METRICS_PORT). */
  metricsToken?: string
}

/** What a 503 asks a client to wait before it tries again: about a PostgreSQL restart. */
const databaseRetryAfterSeconds = 5

/** Builds the whole HTTP app — API and site — from its dependencies; listening is the caller's job. */
export function createApp({
  db,
  storage,
  payments,
  config,
  precompressStatic = false,
  log = writeLog,
  readiness = { draining: false },
  rateLimiter,
  consoleRateLimiter,
  lostLinkLimiter,
  jobAlertLimiter,
  outbox = mailLessOutbox,
  pushAlerts,
  metrics,
  metricsToken,
}: AppDeps): Hono<{ Variables: RequestIdVariables }> {
  const app = new Hono<{ Variables: RequestIdVariables }>()
  const limiter = rateLimiter ?? new SlidingWindowRateLimiter(config.rateLimit)
  const staffLimiter =
    consoleRateLimiter ??
    new SlidingWindowRateLimiter({
      max: consolePostsPerWindow(config.rateLimit.max),
      windowMs: config.rateLimit.windowMs,
    })
  // The console clears these after a change, so the public site shows it at once.
  const caches = new PublicCaches()
  // One copy of the job list for /api/jobs/ and the careers pages: one read per change, not two.
  const jobList = cachedJobList(db)
  const siteUrl = config.siteUrl ?? defaultSiteUrl
  const search = config.indexNow ? indexNow(config.indexNow, siteUrl, log) : noIndexNow
  const retention = config.retention ?? retentionDefaults
  const retentionFigures = cachedRetentionFigures({ ...retention, backupKeepDays: config.backupKeepDays ?? null })
  const pushSettings = { ...pushDefaults, endpointHosts: [], ...config.push }
  const push =
    pushAlerts ??
    pushAlertService({
      db,
      configuredKeys: config.vapidKeys ?? null,
      sealer: outbox.sealer,
      siteUrl,
      log,
      endpointHosts: pushSettings.endpointHosts,
    })
  // Invoices and credit notes: signed with the configured certificate, or printed as samples.
  const signing = config.invoiceSigning ?? null
  const refunds = refundEffects({ outbox, signing })
  const alertLimiter =
    jobAlertLimiter ??
    new SlidingWindowRateLimiter({ max: alertRequestMaxPerWindow, windowMs: config.rateLimit.windowMs })

  app.use(requestIds(config.trustProxy))
  app.use(requestLog(log))
  if (metrics !== undefined) app.use(metrics.requests())
  app.use(
    securityHeaders({
      connectOrigins: [...config.allowedOrigins, ...config.connectOrigins],
      trustProxy: config.trustProxy,
    }),
  )
  app.use('/api/*', privateApiReplies())
  app.use('/api/*', closeAfterUnreadBody())
  // CORS before the rate limit, so a refused cross-origin caller can still read its 429.
  app.use('/api/*', apiCors(config.allowedOrigins))
  // Console POSTs are counted once the session is known (consolePostLimit, below).
  app.use(
    rateLimitPosts(limiter, config.trustProxy, {
      exemptPaths: ['/api/razorpay/webhook/'],
      exemptPrefixes: ['/api/console/'],
    }),
  )
  app.use('/api/*', rejectForeignOrigins(config.allowedOrigins, config.trustProxy))
  app.use('/api/*', compressResponses())

  app.route('/api', healthRoutes(db, readiness))
  app.route('/api', jobsRoutes(db, caches, jobList))
  app.route('/api', applicationsRoutes(db, storage, outbox, siteUrl))
  // The same limiter as every POST, counting 'Lost your link?' (applicants' and buyers') apart under keys of their own.
  const lostLinks =
    lostLinkLimiter ?? new SlidingWindowRateLimiter({ max: lostLinkMaxPerWindow, windowMs: config.rateLimit.windowMs })
  app.route(
    '/api',
    applicantRoutes({
      db,
      storage,
      outbox,
      retention,
      log,
      lostLinkLimiter: lostLinks,
    }),
  )
  app.route('/api', applicantInterviewRoutes(db, interviewOrganizer(config.notify, siteUrl)))
  app.route('/api', jobAlertRoutes({ db, outbox, limiter: alertLimiter }))
  app.route('/api', pushAlertRoutes({ db, pushAlerts: push, limiter: alertLimiter, settings: pushSettings }))
  app.route('/api', plansRoutes(db, caches))
  app.route('/api', retentionRoutes(retentionFigures))
  app.route('/api', paymentsRoutes(db, payments, config.trustProxy, { outbox, siteUrl, signing }))
  app.route('/api', myOrderRoutes(db, signing))
  app.route('/api', lostOrderLinkRoute({ db, outbox, limiter: lostLinks }))
  app.route('/api', webhookRoutes(db, config.webhookSecret, { outbox, siteUrl, signing }, refunds))
  app.route('/api', referralsRoutes(db, outbox))
  app.route('/api', contactRoutes(db, outbox))
  const sso = singleSignOn(db, { ...config, siteUrl }, { sealer: outbox.sealer, log, limiter })
  app.use('/api/console/*', consoleGuard(config.trustProxy))
  if (sso.check !== null) app.use('/api/console/*', sso.check)
  app.use('/api/console/*', consolePostLimit(db, { staff: staffLimiter, visitors: limiter }, config.trustProxy))
  app.route('/api', consoleAuthRoutes(db, config.trustProxy, outbox.mail, sso.passwords))
  app.route('/api', sso.routes)
  app.route(
    '/api',
    consoleTwoFactorRoutes(db, { trustProxyHops: config.trustProxy, outbox, consoleUrl: `${siteUrl}/console` }),
  )
  app.route('/api', consoleAccountRoutes(db))
  app.route('/api', consoleStaffRoutes(db))
  app.route(
    '/api',
    consolePasskeyRoutes(db, {
      siteUrlSet: config.siteUrlSet ?? null,
      siteUrl,
      trustProxyHops: config.trustProxy,
      outbox,
      passwords: sso.passwords,
    }),
  )
  app.route('/api', consoleApplicationsRoutes(db, storage, log, retention, outbox))
  app.route('/api', consoleJobsRoutes(db, caches, outbox, search))
  app.route('/api', shareLinksConsoleRoutes(db, siteUrl))
  app.route('/api', deliveryRoutes(db, outbox))
  app.route('/api', consolePlansRoutes(db, caches))
  app.route('/api', consoleListsRoutes(db))
  app.route('/api', consoleOrdersRoutes({ db, payments, refundEffects: refunds, log }))
  app.route('/api', orderDocumentsRoutes(db, signing))
  app.route('/api', consolePeopleRoutes(db, storage, outbox.sealer, log))
  app.route('/api', pipelineRoutes(db))
  app.route('/api', pipelineExportRoutes(db))
  app.route('/api', interviewRoutes(db, { outbox, organizer: interviewOrganizer(config.notify, siteUrl) }))
  if (payments?.name === 'sandbox') app.route('/api', sandboxRoutes(db, payments, config.trustProxy))
  app.all('/api/*', (c) => problem(c, 404, requestMessages.notFound))

  // Before the site's catch-all; without a token (or on a port of its own) /metrics is the site's 404.
  if (metrics !== undefined && metricsToken !== undefined) app.route('/', metricsRoutes(metrics, metricsToken))
  app.route('/', sitemapRoute(db, config.staticDir, caches))
  app.route('/', jobFeedsRoutes(db, siteUrl, caches, config.indexNow?.key ?? null))
  app.route('/', shareTargetRoute())
  app.route('/', shareLinkRoute(db, log, config.trustProxy))
  app.route('/', dataPagesRoute({ db, staticDir: config.staticDir, caches, log, retentionFigures, jobList }))
  app.on(['GET', 'HEAD'], '*', staticSite(config.staticDir, { precompress: precompressStatic }))
  app.notFound((c) => problem(c, 405, 'Method not allowed'))

  app.onError((error, c) => {
    if (error instanceof HttpProblem) {
      const response = problem(c, error.status, error.message)
      for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value)
      return response
    }
    if (error instanceof DatabaseUnavailable) {
      // The database is restarting or every connection is busy: a quick, honest answer the client may retry.
      log('warn', 'database unavailable', { requestId: c.get('requestId'), route: c.req.path, status: 503 })
      const response = problem(c, 503, requestMessages.databaseUnavailable)
      response.headers.set('Retry-After', String(databaseRetryAfterSeconds))
      return response
    }
    // The route and the error's class only: messages from the database quote what the visitor sent.
    log('error', 'request failed', {
      requestId: c.get('requestId'),
      method: c.req.method,
      route: c.req.path,
      status: 500,
      ...errorKind(error),
    })
    return problem(c, 500, requestMessages.internalError)
  })
  return app
}
