import path from 'node:path'
import type { Db } from './db.ts'
import { openPgliteDb } from './pglite-db.ts'
import { openPostgresDb, type PoolOptions } from './postgres-db.ts'

/** Real PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR/pg. */
export function openDb(options: {
  databaseUrl: string | null
  dataDir: string
  databasePool?: PoolOptions
}): Promise<Db> {
  return options.databaseUrl !== null
    ? openPostgresDb(options.databaseUrl, options.databasePool)
    : openPgliteDb(path.join(options.dataDir, 'pg'))
}
