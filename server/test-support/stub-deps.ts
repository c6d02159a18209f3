import { createApp, type AppConfig } from '../app.ts'
import type { Db } from '../db/db.ts'
import type { Log } from '../log.ts'
import { sandboxProvider } from '../payments/sandbox-provider.ts'
import type { CvStorage } from '../storage/cv-storage.ts'

function unavailable(): never {
  throw new Error('database unavailable (stub)')
}

const failingQueries = { query: async () => unavailable(), exec: async () => unavailable() }

/** A database that fails every call: for tests of layers in front of it, and of the 500 path. */
export const failingDb: Db = {
  kind: 'pglite',
  probe: failingQueries,
  ...failingQueries,
  transaction: async () => unavailable(),
  close: async () => undefined,
}

export const failingStorage: CvStorage = {
  transactional: false,
  stage: async () => unavailable(),
  publish: async () => unavailable(),
  discard: async () => unavailable(),
  read: async () => unavailable(),
  remove: async () => unavailable(),
  list: async () => unavailable(),
}

/** An app configuration for tests: no other origins, no proxy, no webhook secret, a generous rate limit. */
export function testAppConfig(config: Partial<AppConfig> & Pick<AppConfig, 'staticDir'>): AppConfig {
  return {
    allowedOrigins: [],
    connectOrigins: [],
    trustProxy: 0,
    webhookSecret: null,
    rateLimit: { max: 1000, windowMs: 60_000 },
    ...config,
  }
}

/** The real app with no database behind it: headers, CORS, rate limits and static files need none. */
export function appWithoutDb(config: Partial<AppConfig> & Pick<AppConfig, 'staticDir'>, log: Log = () => undefined) {
  return createApp({
    db: failingDb,
    storage: failingStorage,
    payments: sandboxProvider('stub-secret'),
    log,
    config: testAppConfig(config),
  })
}
