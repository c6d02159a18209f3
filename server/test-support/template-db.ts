import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { migrate } from '../db/migrate.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { seed } from '../db/seed.ts'
import { tighten } from '../security/private-folders.ts'

const serverDir = path.resolve(import.meta.dirname, '..')

/** Everything that decides what a freshly migrated and seeded database contains. */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256')
  const pglite: unknown = JSON.parse(
    await readFile(path.join(serverDir, '..', 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  )
  hash.update(JSON.stringify(pglite))
  const migrations = (await readdir(path.join(serverDir, 'migrations'))).sort()
  const inputs = [
    ...migrations.map((name) => `migrations/${name}`),
    'db/seed.ts',
    'jobs/seed-jobs.ts',
    'plans/seed-plans.ts',
  ]
  for (const name of inputs) hash.update(name).update(await readFile(path.join(serverDir, name)))
  return hash.digest('hex').slice(0, 16)
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/**
 * Creating an embedded database runs initdb (~4 s of CPU); copying a closed, freshly migrated and
 * seeded one takes a fraction of that. Built once per content key, then copied for every test server.
 */
async function templateDir(): Promise<string> {
  const dir = path.join(tmpdir(), `arcnova-pg-template-${await templateKey()}`)
  if (await exists(path.join(dir, 'PG_VERSION'))) return dir
  const building = await mkdtemp(path.join(tmpdir(), 'arcnova-pg-building-'))
  const db = await openPgliteDb(building)
  await migrate(db)
  await seed(db)
  await db.close()
  try {
    await rename(building, dir)
  } catch (error) {
    // Another test worker finished first: use theirs.
    await rm(building, { recursive: true, force: true })
    if (!(await exists(path.join(dir, 'PG_VERSION')))) throw error
  }
  return dir
}

/**
 * Fills `dataDir/pg` with a copy of a brand-new migrated and seeded database. The system's `cp` copies
 * its 1,200 files in ~0.1 s of CPU; Node's own `cp` took ~0.7 s, more than opening the database
 * (~0.3 s), for each of the suite's ~200 test servers (record 080). Node's is kept where there is no `cp`.
 */
export async function copyFreshDatabase(dataDir: string): Promise<void> {
  const template = await templateDir()
  const target = path.join(dataDir, 'pg')
  await promisify(execFile)('cp', ['-R', '-p', template, target]).catch(async (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await cp(template, target, { recursive: true })
  })
  // As private as a database the server created itself (so start-up has nothing to tighten or report).
  await tighten(dataDir)
}
