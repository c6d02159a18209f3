import { mkdir } from 'node:fs/promises'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { tighten } from '../security/private-folders.ts'
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
  const pg = await PGlite.create({ dataDir: dir })
  // A new database's files come out of PGlite's initdb as 0666 whatever the umask; files it adds later follow the umask.
  await tighten(dir)
  const base = wrap(pg)
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  }
}
