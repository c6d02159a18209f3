import pg from 'pg'
import type { Db, Queryable, Row, SqlValue } from './db.ts'

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, [...params])
      return result.rows
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}

/** Connects to a PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgresDb(connectionString: string, maxConnections = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: maxConnections })
  // Fail fast at start-up when the server is unreachable, instead of on the first request.
  const probe = await pool.connect()
  probe.release()
  const base = wrap(pool)
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
