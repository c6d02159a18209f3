import { execFile } from 'node:child_process'
import { access, mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { tighten } from '../security/private-folders.ts'
import { lockEmbeddedDatabase } from './embedded-lock.ts'
import type { Db, Queryable, Row, SqlValue } from './db.ts'

/**
 * PGlite's own start parameters, with PostgreSQL's buffer cache at 16 MB instead of the 128 MB that
 * initdb writes into postgresql.conf: Emscripten's mmap zero-fills shared memory, so all of it is
 * resident from the start (~130 MB of the WebAssembly heap). Pages outside it come from the OS page cache.
 * See docs/decisions/045-embedded-database-memory.md.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

const pgliteEntry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
const createDatabase = `const pglite = await import(process.argv[1])
const { PGlite } = pglite.PGlite ? pglite : pglite.default
await (await PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) })).close()`

/**
 * Creates a new database (initdb) in a short-lived child process: PGlite runs initdb beside a second
 * PostgreSQL with WebAssembly memory of its own, which took the server to ~900 MB resident and left it
 * at 450–750 MB (V8 returns WebAssembly memory only when it collects it). Created elsewhere, the
 * database costs the server what opening it on any restart does.
 */
async function createInChild(dir: string): Promise<void> {
  const args = ['--input-type=module', '-e', createDatabase, pgliteEntry, dir, JSON.stringify(startParams)]
  try {
    await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error && typeof error.stderr === 'string' ? error.stderr : ''
    const stderr = output.trim().split('\n').slice(-5).join('\n')
    throw new Error(`Creating the embedded database in ${dir} failed${stderr ? `: ${stderr}` : ''}`, { cause: error })
  }
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, [...params])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** Opens (creating on first use) an embedded PostgreSQL database stored in `dir`. */
export async function openPgliteDb(dir: string): Promise<Db> {
  await mkdir(dir, { recursive: true })
  // Refuses (EmbeddedDatabaseInUse) while another live process, the server or a staff command, has it open.
  const unlock = await lockEmbeddedDatabase(dir)
  try {
    return await openLocked(dir, unlock)
  } catch (error) {
    await unlock()
    throw error
  }
}

async function openLocked(dir: string, unlock: () => Promise<void>): Promise<Db> {
  const isNew = await access(path.join(dir, 'PG_VERSION')).then(
    () => false,
    () => true,
  )
  if (isNew) await createInChild(dir)
  const pg = await PGlite.create({ dataDir: dir, startParams })
  // A new database's files come out of PGlite's initdb as 0666 whatever the umask; files it adds later follow the umask.
  await tighten(dir)
  const base = wrap(pg)
  // PGlite runs one statement or transaction at a time on its single connection; the rest queue
  // inside it, unseen. Counting calls under way gives /metrics the same two numbers as pg's pool.
  let underWay = 0
  function counted<T>(work: () => Promise<T>): Promise<T> {
    underWay += 1
    return work().finally(() => {
      underWay -= 1
    })
  }
  const queries: Queryable = {
    query: (sql, params) => counted(() => base.query(sql, params)),
    exec: (sql) => counted(() => base.exec(sql)),
  }
  return {
    kind: 'pglite',
    probe: queries,
    query: queries.query,
    exec: queries.exec,
    transaction: (work) => counted(() => pg.transaction((tx) => work(wrap(tx)))),
    close: async () => {
      await pg.close()
      await unlock()
    },
    stats: () => ({ size: 1, inUse: Math.min(underWay, 1), waiting: Math.max(underWay - 1, 0) }),
  }
}
