import { z } from 'zod'

/** Values we pass as query parameters (Uint8Array as bytea); both drivers serialise these the same way. */
export type SqlValue = string | number | boolean | null | Uint8Array

/** A text[] parameter as PostgreSQL's array literal (both drivers take it; cast it: `$1::text[]`). */
export const sqlTextArray = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`

export type Row = Record<string, unknown>

/** Runs one parameterised statement ($1, $2 …) and returns its rows. */
export interface Queryable {
  query(sql: string, params?: readonly SqlValue[]): Promise<Row[]>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** The whole database surface the app uses: embedded PGlite and real PostgreSQL both implement it. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** For the readiness probe: a connection of its own that never waits behind requests for a pooled one. */
  readonly probe: Queryable
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** For /metrics: connections in use and callers waiting for one, read at the moment of asking. */
  stats?(): PoolStats
}

/** A database's connections now: PostgreSQL's pool, or the embedded database's single connection. */
export interface PoolStats {
  /** Connections the pool may open (DATABASE_POOL_SIZE; 1 for the embedded database). */
  size: number
  /** Connections running a statement or held by a transaction. */
  inUse: number
  /** Statements and transactions waiting for a connection. */
  waiting: number
}

/** Runs a query and parses every row with the schema, so callers get typed rows without casts. */
export async function queryRows<S extends z.core.$ZodType>(
  db: Queryable,
  schema: S,
  sql: string,
  params: readonly SqlValue[] = [],
): Promise<Array<z.infer<S>>> {
  const rows = await db.query(sql, params)
  // z.parse takes the shared contracts' zod/mini schemas as well as the server's own.
  return rows.map((row) => z.parse(schema, row))
}

/** Like queryRows for statements that return at most one row. */
export async function queryOne<S extends z.core.$ZodType>(
  db: Queryable,
  schema: S,
  sql: string,
  params: readonly SqlValue[] = [],
): Promise<z.infer<S> | null> {
  const rows = await queryRows(db, schema, sql, params)
  return rows[0] ?? null
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}
