import { defaultIndexNowEndpoint, type IndexNowSettings, indexNowKeyPattern } from './job-feeds/indexnow.ts'
import path from 'node:path'
import { z } from 'zod'
import { defaultPoolOptions, type PoolOptions } from './db/postgres-db.ts'
import { repoRoot } from './paths.ts'
import { defaultSiteUrl } from '../src/site/preview-tags.ts'
import { readRetention, type RetentionPeriods } from '../src/site/retention.ts'
import { settings } from '../src/site/settings.ts'

/** The repository root; relative paths in env resolve from here. */
export { repoRoot }

export interface RazorpayKeys {
  keyId: string
  keySecret: string
}

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
  notify: { smtpUrl: string; to: readonly string[]; from: string; insecure: boolean } | null
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
  vapidKeys: { publicKey: string; privateKey: string } | null
  /** Push alerts (record 056): hosts besides the browsers' push services, and new subscriptions a day. */
  push: PushSettings
  /** Backups (record 061): the server's own schedule, and how long archives are kept (the privacy page states it). */
  backup: BackupSettings
  /** GET /metrics (record 063): off unless a token or a port of its own is set. */
  metrics: MetricsSettings
}

export interface BackupSettings {
  /** BACKUP_DIR: where the server writes an archive every everyHours; null: no scheduled backups. */
  dir: string | null
  /** BACKUP_EVERY_HOURS: hours between scheduled backups (24 by default). */
  everyHours: number
  /** BACKUP_KEEP_DAYS: archives older than this are deleted, so erased data leaves the backups within it. */
  keepDays: number
}

export const backupDefaults = { everyHours: 24, keepDays: 30 } as const

export interface MetricsSettings {
  /** METRICS_TOKEN: the bearer token a scrape must send; null: no token asked (only with METRICS_PORT). */
  token: string | null
  /** METRICS_PORT: a listener of its own that serves only /metrics; null: /metrics on PORT, behind the token. */
  port: number | null
  /** METRICS_HOST: the interface that listener binds (default HOST with METRICS_TOKEN, else 127.0.0.1). */
  host: string
}

/** Shorter tokens could be guessed: /metrics answers every try (a throttle would also stop the real scraper). */
export const metricsTokenMinLength = 32

export interface PushSettings {
  /** PUSH_ENDPOINT_HOSTS: more hosts a subscription may name; the operator's own, their addresses unchecked. */
  endpointHosts: readonly string[]
  /** PUSH_NEW_PER_NETWORK_PER_DAY: new subscriptions from one client network (an IPv4 address, an IPv6 /64). */
  newPerNetworkPerDay: number
  /** PUSH_NEW_PER_DAY: new subscriptions from everyone together. */
  newPerDay: number
}

export const pushDefaults = { newPerNetworkPerDay: 20, newPerDay: 5000 } as const

const flag = z
  .string()
  .trim()
  .transform((value) => value !== '' && !['0', 'false', 'no', 'off'].includes(value.toLowerCase()))

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })))

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

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))

const envSchema = z.object({
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
  RAZORPAY_KEY_ID: optionalText.default(null),
  RAZORPAY_KEY_SECRET: optionalText.default(null),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com/v1'),
  RAZORPAY_WEBHOOK_SECRET: optionalText.default(null),
  SANDBOX_SECRET: optionalText.default(null),
  PAYMENTS_SANDBOX: flag.default(false),
  NODE_ENV: z.string().trim().default(''),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  CV_SWEEP_MIN_AGE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
  SEED_SAMPLE_DATA: flag.default(false),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).nullable()).default(null),
  NOTIFY_EMAIL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.email()))
    .default([]),
  NOTIFY_FROM: optionalText.default(null),
  SMTP_INSECURE: flag.default(false),
  SITE_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? defaultSiteUrl : value.replace(/\/+$/, '')))
    .pipe(z.url({ protocol: /^https?$/ }))
    .default(defaultSiteUrl),
  VAPID_PUBLIC_KEY: optionalText.default(null),
  VAPID_PRIVATE_KEY: optionalText.default(null),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) =>
          item
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.:-]+$/, 'PUSH_ENDPOINT_HOSTS lists host names, without scheme or port')))
    .default([]),
  PUSH_NEW_PER_NETWORK_PER_DAY: z.coerce.number().int().positive().default(pushDefaults.newPerNetworkPerDay),
  PUSH_NEW_PER_DAY: z.coerce.number().int().positive().default(pushDefaults.newPerDay),
  BACKUP_DIR: optionalText.default(null),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 366)
    .default(backupDefaults.everyHours),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3660).default(backupDefaults.keepDays),
  METRICS_TOKEN: optionalText
    .pipe(
      z
        .string()
        .min(metricsTokenMinLength, `METRICS_TOKEN needs at least ${metricsTokenMinLength} characters`)
        .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN takes printable ASCII without spaces')
        .nullable(),
    )
    .default(null),
  METRICS_PORT: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null
      const port = Number(value)
      if (Number.isInteger(port) && port >= 0 && port <= 65535) return port
      ctx.addIssue({ code: 'custom', message: 'METRICS_PORT must be a port number (0–65535)' })
      return z.NEVER
    })
    .default(null),
  METRICS_HOST: optionalText.default(null),
  INDEXNOW_KEY: optionalText
    .pipe(z.string().regex(indexNowKeyPattern, 'INDEXNOW_KEY takes 8–128 letters, digits and dashes').nullable())
    .default(null),
  INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/ }).default(defaultIndexNowEndpoint),
  CV_STORAGE: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.enum(['local', 'postgres']).nullable())
    .default(null),
})

export class ConfigError extends Error {}

/** An RFC 5322 mailbox with the display name quoted, so a name with a comma or a dot stays one name. */
export function mailbox(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`
}

/** Reads the configuration from environment variables; throws a readable ConfigError when one is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`)
  }
  const e = parsed.data
  if ((e.RAZORPAY_KEY_ID === null) !== (e.RAZORPAY_KEY_SECRET === null)) {
    throw new ConfigError('Invalid environment: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither')
  }
  if (e.CV_STORAGE === 'postgres' && e.DATABASE_URL === null) {
    throw new ConfigError('Invalid environment: CV_STORAGE=postgres needs DATABASE_URL')
  }
  if ((e.SMTP_URL === null) !== (e.NOTIFY_EMAIL.length === 0)) {
    throw new ConfigError('Invalid environment: set both SMTP_URL and NOTIFY_EMAIL, or neither')
  }
  if ((e.VAPID_PUBLIC_KEY === null) !== (e.VAPID_PRIVATE_KEY === null)) {
    throw new ConfigError('Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither')
  }
  if (e.METRICS_PORT !== null && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid environment: METRICS_PORT must differ from PORT (unset it to serve /metrics on PORT)',
    )
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
    indexNow: e.INDEXNOW_KEY === null ? null : { key: e.INDEXNOW_KEY, endpoint: e.INDEXNOW_ENDPOINT },
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
    razorpay:
      e.RAZORPAY_KEY_ID !== null && e.RAZORPAY_KEY_SECRET !== null
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET }
        : null,
    razorpayApiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    sandboxSecret: e.SANDBOX_SECRET,
    paymentsSandbox: e.PAYMENTS_SANDBOX,
    production: e.NODE_ENV === 'production',
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    cvSweepMinAgeMs: e.CV_SWEEP_MIN_AGE_MS,
    cvStorage: e.CV_STORAGE ?? (e.DATABASE_URL === null ? 'local' : 'postgres'),
    seedSampleData: e.DATABASE_URL === null || e.SEED_SAMPLE_DATA,
    notify:
      e.SMTP_URL !== null && e.NOTIFY_EMAIL.length > 0
        ? {
            smtpUrl: e.SMTP_URL,
            to: e.NOTIFY_EMAIL,
            from: e.NOTIFY_FROM ?? mailbox(settings.mailSenderName, e.NOTIFY_EMAIL[0] ?? ''),
            insecure: e.SMTP_INSECURE,
          }
        : null,
    siteUrl: e.SITE_URL,
    siteUrlSet: (env.SITE_URL ?? '').trim() === '' ? null : e.SITE_URL,
    retention,
    backupKeepDays: e.BACKUP_DIR === null ? null : e.BACKUP_KEEP_DAYS,
    vapidKeys:
      e.VAPID_PUBLIC_KEY !== null && e.VAPID_PRIVATE_KEY !== null
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    push: {
      endpointHosts: e.PUSH_ENDPOINT_HOSTS,
      newPerNetworkPerDay: e.PUSH_NEW_PER_NETWORK_PER_DAY,
      newPerDay: e.PUSH_NEW_PER_DAY,
    },
    backup: {
      dir: e.BACKUP_DIR === null ? null : path.resolve(repoRoot, e.BACKUP_DIR),
      everyHours: e.BACKUP_EVERY_HOURS,
      keepDays: e.BACKUP_KEEP_DAYS,
    },
    // Without a token, the metrics port answers anyone who reaches it: loopback unless METRICS_HOST says otherwise.
    metrics: {
      token: e.METRICS_TOKEN,
      port: e.METRICS_PORT,
      host: e.METRICS_HOST ?? (e.METRICS_TOKEN === null ? '127.0.0.1' : e.HOST),
    },
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
