import pg from 'pg'
import type { Queryable, Row, SqlValue } from './db.ts'
import { asDatabaseError } from './database-unavailable.ts'

/**
 * One connection of its own, outside the pool, for the readiness probe: /api/ready answers at once
 * whether the database is there, instead of queueing behind requests for a pooled connection (a busy
 * pool is not an outage). Connected on first use; a broken connection is dropped and made again.
 */
export function postgresProbe(connectionString: string, timeoutMs: number): Queryable & { close(): Promise<void> } {
  let client: Promise<pg.Client> | null = null

  function connected(): Promise<pg.Client> {
    client ??= (async () => {
      const fresh = new pg.Client({
        connectionString,
        connectionTimeoutMillis: timeoutMs,
        statement_timeout: timeoutMs,
        query_timeout: timeoutMs,
      })
      // Without a listener, the connection closing under it (a restart) would end the process.
      fresh.on('error', () => {
        client = null
      })
      try {
        await fresh.connect()
      } catch (error) {
        client = null
        await fresh.end().catch(() => undefined)
        throw error
      }
      return fresh
    })()
    return client
  }

  async function run(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    try {
      const result = await (await connected()).query<Row>(sql, [...params])
      return result.rows
    } catch (error) {
      const broken = client
      client = null
      void broken?.then((stale) => stale.end()).catch(() => undefined)
      throw asDatabaseError(error)
    }
  }

  return {
    query: run,
    exec: async (sql) => {
      await run(sql)
    },
    async close() {
      const open = client
      client = null
      await open?.then((stale) => stale.end()).catch(() => undefined)
    },
  }
}
