import path from 'node:path'
import { z } from 'zod'
import { defaultPoolOptions, type PoolOptions } from './db/postgres-db.ts'
import { repoRoot } from './paths.ts'
import { defaultSiteUrl } from '../src/site/preview-tags.ts'
import { readRetention, type RetentionPeriods } from '../src/site/retention.ts'
import { type BackupSettings, backupEnv, readBackupSettings } from './backup/backup-env.ts'
import { ConfigError, flag, optionalText, originList } from './env-fields.ts'
import { type InvoiceSigning, invoiceSigningEnv, readInvoiceSigning } from './invoices/invoice-signing-env.ts'
import type { IndexNowSettings } from './job-feeds/indexnow.ts'
import { indexNowEnv, readIndexNowSettings } from './job-feeds/indexnow-env.ts'
import { type MetricsSettings, metricsEnv, readMetricsSettings } from './metrics/metrics-env.ts'
import { mailEnv, type MailSettings, readMailSettings } from './notify/mail-env.ts'
import { type OidcSettings, oidcEnv, type PasswordPolicy, readOidcSettings } from './oidc/oidc-env.ts'
import { paymentsEnv, type RazorpayKeys, readPaymentSettings } from './payments/payments-env.ts'
import { type PushSettings, pushEnv, readPushSettings } from './push-alerts/push-env.ts'
import type { VapidKeys } from './push-alerts/vapid-keys.ts'

export { ConfigError }
export { mailbox } from './notify/mail-env.ts'

/** The repository root; relative paths in env resolve from here. */
export { repoRoot }

export interface Config {
  host: string
  port: number
  dataDir: string
  /** DATA_KEY (record 083): seals links and secrets at rest; null: generated once in DATA_DIR/keys. */
  dataKey: string | null
  /** DATA_KEY_REPLACED=1: the database's old key is lost; give up what it sealed (at-rest/key-check.ts). */
  dataKeyReplaced: boolean
  databaseUrl: string | null
  /** INDEXNOW_KEY (and INDEXNOW_ENDPOINT): job changes announced to search engines; null: off. */
  indexNow: IndexNowSettings | null
  /** The PostgreSQL pool: connections per process, and how long a request waits for one or runs a statement. */
  databasePool: PoolOptions
  uploadDir: string
  staticDir: string
  skipBuild: boolean
  allowedOrigins: readonly string[]
  /** Extra origins the site may fetch from (its API or portal on another host), added to connect-src. */
  connectOrigins: readonly string[]
  /** Number of proxy hops in front of us whose X-Forwarded-* headers we believe; 0 = none. */
  trustProxy: number
  razorpay: RazorpayKeys | null
  razorpayApiBase: string
  webhookSecret: string | null
  sandboxSecret: string | null
  /** PAYMENTS_SANDBOX=1: let every client, not only loopback ones, use the sandbox provider. */
  paymentsSandbox: boolean
  /** NODE_ENV=production: without keys and without PAYMENTS_SANDBOX, payments are disabled. */
  production: boolean
  rateLimit: { max: number; windowMs: number }
  /** Age after which a CV file no row names counts as left by a crash and is removed at start-up. */
  cvSweepMinAgeMs: number
  /** Where CVs live: UPLOAD_DIR (one instance), or PostgreSQL (every instance on the database reads them). */
  cvStorage: 'local' | 'postgres'
  /**
   * Seed the 10 sample jobs and 3 plans into empty tables: always into the embedded database, into
   * PostgreSQL only with SEED_SAMPLE_DATA=1 (a production database never gets sample jobs silently).
   */
  seedSampleData: boolean
  /** E-mail the team about new applications and referrals: SMTP_URL and NOTIFY_EMAIL both set, or null. */
  notify: MailSettings | null
  /** The public origin (SITE_URL): the team e-mails' console links start with it. */
  siteUrl: string
  /** SITE_URL as set, or null when it was not: passkeys then belong to the host a request came to (a laptop). */
  siteUrlSet: string | null
  /** RETENTION_*: how long applications, messages and buyers' contacts are kept (the sweep and the privacy page). */
  retention: RetentionPeriods
  /**
   * BACKUP_KEEP_DAYS when BACKUP_DIR is set (backups are made), else null: the privacy page says erased
   * data leaves the backups within that many days (record 062).
   */
  backupKeepDays: number | null
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY for push alerts; null: the pair generated once and kept in the database. */
  vapidKeys: VapidKeys | null
  /** Push alerts (record 056): hosts besides the browsers' push services, and new subscriptions a day. */
  push: PushSettings
  /** Backups (record 061): the server's own schedule, and how long archives are kept (the privacy page states it). */
  backup: BackupSettings
  /** GET /metrics (record 063): off unless a token or a port of its own is set. */
  metrics: MetricsSettings
  /** INVOICE_SIGNING_P12 (record 087): signs invoices and credit notes; null: they say they are samples. */
  invoiceSigning: InvoiceSigning | null
  /** OIDC_* (record 088): staff single sign-on; null: passwords only. */
  oidc: OidcSettings | null
  /** OIDC_ONLY / OIDC_BREAK_GLASS_EMAIL: who may still sign in with a password. */
  passwords: PasswordPolicy
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const lower = value.toLowerCase()
    if (lower === '' || lower === 'false' || lower === 'no' || lower === 'off') return 0
    if (lower === 'true' || lower === 'yes' || lower === 'on') return 1
    const hops = Number(lower)
    if (!Number.isInteger(hops) || hops < 0) {
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true/false or a number of proxy hops' })
      return z.NEVER
    }
    return hops
  })

const coreEnv = z.object({
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATA_KEY: optionalText.default(null),
  DATA_KEY_REPLACED: flag.default(false),
  DATABASE_URL: optionalText.default(null),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(defaultPoolOptions.size),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultPoolOptions.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultPoolOptions.statementTimeoutMs),
  UPLOAD_DIR: optionalText.default(null),
  STATIC_DIR: z.string().trim().min(1).default('dist'),
  SKIP_BUILD: flag.default(false),
  ALLOWED_ORIGINS: originList.default([]),
  CSP_CONNECT_ORIGINS: originList.default([]),
  TRUST_PROXY: trustProxy.default(0),
  NODE_ENV: z.string().trim().default(''),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  CV_SWEEP_MIN_AGE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
  SEED_SAMPLE_DATA: flag.default(false),
  SITE_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? defaultSiteUrl : value.replace(/\/+$/, '')))
    .pipe(z.url({ protocol: /^https?$/ }))
    .default(defaultSiteUrl),
  CV_STORAGE: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.enum(['local', 'postgres']).nullable())
    .default(null),
})

/** The whole environment, read once: the core above and each domain's own settings. */
const envSchema = z.object({
  ...coreEnv.shape,
  ...paymentsEnv.shape,
  ...mailEnv.shape,
  ...pushEnv.shape,
  ...backupEnv.shape,
  ...metricsEnv.shape,
  ...indexNowEnv.shape,
  ...invoiceSigningEnv.shape,
  ...oidcEnv.shape,
})

/** Reads the configuration from environment variables; throws a readable ConfigError when one is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`)
  }
  const e = parsed.data
  if (e.CV_STORAGE === 'postgres' && e.DATABASE_URL === null) {
    throw new ConfigError('Invalid environment: CV_STORAGE=postgres needs DATABASE_URL')
  }
  let retention: RetentionPeriods
  try {
    retention = readRetention(env)
  } catch (error) {
    throw new ConfigError(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`)
  }
  const dataDir = path.resolve(repoRoot, e.DATA_DIR)
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    dataKey: e.DATA_KEY,
    dataKeyReplaced: e.DATA_KEY_REPLACED,
    databaseUrl: e.DATABASE_URL,
    indexNow: readIndexNowSettings(e),
    databasePool: {
      size: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    uploadDir: e.UPLOAD_DIR === null ? path.join(dataDir, 'uploads') : path.resolve(repoRoot, e.UPLOAD_DIR),
    staticDir: path.resolve(repoRoot, e.STATIC_DIR),
    skipBuild: e.SKIP_BUILD,
    allowedOrigins: e.ALLOWED_ORIGINS,
    connectOrigins: e.CSP_CONNECT_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    ...readPaymentSettings(e),
    production: e.NODE_ENV === 'production',
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    cvSweepMinAgeMs: e.CV_SWEEP_MIN_AGE_MS,
    cvStorage: e.CV_STORAGE ?? (e.DATABASE_URL === null ? 'local' : 'postgres'),
    seedSampleData: e.DATABASE_URL === null || e.SEED_SAMPLE_DATA,
    notify: readMailSettings(e),
    siteUrl: e.SITE_URL,
    siteUrlSet: (env.SITE_URL ?? '').trim() === '' ? null : e.SITE_URL,
    retention,
    backupKeepDays: e.BACKUP_DIR === null ? null : e.BACKUP_KEEP_DAYS,
    ...readPushSettings(e),
    backup: readBackupSettings(e),
    metrics: readMetricsSettings(e),
    invoiceSigning: readInvoiceSigning(e, repoRoot),
    ...readOidcSettings(e),
  }
}

/** Whether the server listens only on this machine: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/.test(bare)
}

/**
 * The start-up warning for a server others reach without SITE_URL: its e-mail links, push subject
 * and passkeys' relying party fall back to the default domain or a request's Host. Null when none is due.
 */
export function siteUrlWarning(config: Pick<Config, 'host' | 'siteUrl' | 'siteUrlSet'>): string | null {
  if (config.siteUrlSet !== null || isLoopbackHost(config.host)) return null
  return `SITE_URL is not set while listening on ${config.host}: e-mail links and the push subject use ${config.siteUrl}, passkeys the host of each request; set SITE_URL to the public origin`
}
