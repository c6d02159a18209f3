import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { serverSourceDir } from '../paths.ts'
import { queryRows, type Db, type Queryable } from './db.ts'

const migrationsDir = path.join(serverSourceDir, 'migrations')

/** Any fixed number works; it only has to be the same for every instance sharing the database. */
const migrationLockKey = 4_242_001

/**
 * Applies server/migrations/*.sql in file-name order, each once, recording them in schema_migrations.
 * Runs in one transaction under an advisory lock so instances starting together do not race.
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  return db.transaction((tx) => migrateIn(tx, dir))
}

/** The migration files in `dir`, in the order they apply. */
export async function migrationFiles(dir: string = migrationsDir): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
}

/**
 * migrate's work inside the caller's transaction; `only` limits it to those files (a restore applies
 * the archive's migrations, puts its rows in, then applies the newer ones).
 */
export async function migrateIn(
  tx: Queryable,
  dir: string = migrationsDir,
  only?: ReadonlySet<string>,
): Promise<string[]> {
  const files = (await migrationFiles(dir)).filter((file) => only === undefined || only.has(file))
  await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey])
  await tx.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const applied = new Set(
    (await queryRows(tx, z.object({ name: z.string() }), 'SELECT name FROM schema_migrations')).map((row) => row.name),
  )
  const newlyApplied: string[] = []
  for (const file of files) {
    if (applied.has(file)) continue
    await tx.exec(await readFile(path.join(dir, file), 'utf8'))
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    newlyApplied.push(file)
  }
  return newlyApplied
}

/** The migration files not yet recorded as applied (all of them before the first migration ran). */
export async function pendingMigrations(db: Queryable, dir: string = migrationsDir): Promise<string[]> {
  const files = await migrationFiles(dir)
  const [table] = await db.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS present")
  if (table?.present !== true) return files
  const applied = new Set(
    (await queryRows(db, z.object({ name: z.string() }), 'SELECT name FROM schema_migrations')).map((row) => row.name),
  )
  return files.filter((file) => !applied.has(file))
}
