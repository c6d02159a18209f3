import pg from 'pg'
import { errorKind, type Log, writeLog } from '../log.ts'
import type { Db, Queryable, Row, SqlValue } from './db.ts'
import { asDatabaseError, isTransientDatabaseError } from './database-unavailable.ts'
import { postgresProbe } from './postgres-probe.ts'

/** How the pool behaves under load and outages (DATABASE_POOL_SIZE and the two timeouts). */
export interface PoolOptions {
  /** Connections per process; instances × this must stay under the server's max_connections. */
  size: number
  /** How long a request waits for a free connection before it is answered 503. */
  connectTimeoutMs: number
  /** PostgreSQL cancels any statement that runs longer (statement_timeout). */
  statementTimeoutMs: number
}

export const defaultPoolOptions: PoolOptions = { size: 10, connectTimeoutMs: 3000, statementTimeoutMs: 5000 }

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query(sql: string, params: readonly SqlValue[] = []) {
      try {
        const result = await target.query<Row>(sql, [...params])
        return result.rows
      } catch (error) {
        throw asDatabaseError(error)
      }
    },
    async exec(sql: string) {
      try {
        await target.query(sql)
      } catch (error) {
        throw asDatabaseError(error)
      }
    },
  }
}

/**
 * Connects to a PostgreSQL server through a bounded connection pool (DATABASE_URL). A request never
 * holds one connection while it asks for a second (a transaction's work gets only its own client), a
 * wait for a connection and every statement have a limit, and a connection that breaks (PostgreSQL
 * restarting) is dropped from the pool and reported as DatabaseUnavailable instead of ending the process.
 */
export async function openPostgresDb(
  connectionString: string,
  options: PoolOptions = defaultPoolOptions,
  log: Log = writeLog,
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.size,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    // A client-side bound too, for a server that stops answering without closing the socket.
    query_timeout: options.statementTimeoutMs + 2000,
    // A transaction left open by a request that died must not hold its locks for long.
    idle_in_transaction_session_timeout: 10 * options.statementTimeoutMs,
    keepAlive: true,
  })
  // An idle connection that PostgreSQL closes (a restart, a failover) is removed by the pool; without
  // a listener its 'error' event would end the process.
  pool.on('error', (error) => log('warn', 'an idle database connection was closed', errorKind(error)))
  // Every client keeps a listener of its own for its whole life: the pool's is removed while a client is
  // checked out, and PostgreSQL shutting down (57P01) between two statements would otherwise end the
  // process. The statement that meets the broken connection then fails, and the client is dropped.
  pool.on('connect', (client) => {
    client.on('error', (error) => log('warn', 'a database connection was closed', errorKind(error)))
  })
  // Fail fast at start-up when the server is unreachable, instead of on the first request.
  const first = await pool.connect()
  first.release()
  const base = wrap(pool)
  const probe = postgresProbe(connectionString, Math.min(options.connectTimeoutMs, 1000))
  return {
    kind: 'postgres',
    probe,
    query: base.query,
    exec: base.exec,
    async transaction(work) {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        throw asDatabaseError(error)
      }
      // A checked-out client has no listener of the pool's: one that breaks between statements must not end the process.
      let broken: Error | undefined
      const onError = (error: Error) => {
        broken = error
      }
      client.on('error', onError)
      try {
        await client.query('BEGIN')
        const result = await work(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken ??= rollbackError instanceof Error ? rollbackError : new Error('ROLLBACK failed')
        })
        if (isTransientDatabaseError(error)) broken ??= error instanceof Error ? error : undefined
        throw asDatabaseError(error)
      } finally {
        client.off('error', onError)
        // Passing the error destroys the connection instead of handing a broken one to the next request.
        client.release(broken)
      }
    },
    close: async () => {
      await probe.close()
      await pool.end()
    },
    // pg counts them itself; the readiness probe's own connection is not part of the pool.
    stats: () => ({ size: options.size, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
  }
}
