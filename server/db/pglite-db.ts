import { access, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { tighten } from '../security/private-folders.ts'
import { lockEmbeddedDatabase } from './embedded-lock.ts'
import type { Db, Queryable, Row, SqlValue } from './db.ts'

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
  let pg = await PGlite.create({ dataDir: dir })
  if (isNew) {
    // Creating the database (initdb) leaves PGlite's WebAssembly heap about twice the size that
    // running it needs (~800 MB resident against ~450 MB): reopened, the process keeps the smaller one.
    await pg.close()
    pg = await PGlite.create({ dataDir: dir })
  }
  // A new database's files come out of PGlite's initdb as 0666 whatever the umask; files it adds later follow the umask.
  await tighten(dir)
  const base = wrap(pg)
  return {
    kind: 'pglite',
    probe: base,
    query: base.query,
    exec: base.exec,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: async () => {
      await pg.close()
      await unlock()
    },
  }
}
