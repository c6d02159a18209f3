/**
 * The database cannot serve this request now (it is restarting, unreachable, or every pooled
 * connection is busy): the request is answered 503 with Retry-After instead of hanging or a 500.
 */
export class DatabaseUnavailable extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'DatabaseUnavailable'
  }
}

// SQLSTATE classes and codes that say "not now" rather than "this request is wrong": connection
// exceptions (08), too many connections, shutdowns and start-up (57P01–57P03), a statement
// cancelled by statement_timeout (57014), and the serialisation failures a retry clears (40001, 40P01).
const transientSqlStates = /^(08...|53300|57P0[1-3]|57014|40001|40P01)$/
const transientSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])
// node-postgres reports these only by message: a pool wait that ran out, a socket that closed or
// timed out while connecting, a read timeout, a query on a client whose connection had just broken.
const transientMessages = [
  /^timeout exceeded when trying to connect/i,
  /^timeout expired/i,
  /^connection terminated/i,
  /^query read timeout/i,
  /^client has encountered a connection error/i,
  /^client was closed and is not queryable/i,
]

/** True when an error from the driver means the database is away or overloaded, not that the query is wrong. */
export function isTransientDatabaseError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true
  if (!(error instanceof Error)) return false
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  if (transientSqlStates.test(code) || transientSocketCodes.has(code)) return true
  if (error instanceof AggregateError) return error.errors.some(isTransientDatabaseError)
  return transientMessages.some((pattern) => pattern.test(error.message))
}

/** The error to throw on: a DatabaseUnavailable for a transient one (its class logged, not its message), else itself. */
export function asDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailable || !isTransientDatabaseError(error)) return error
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'pool'
  return new DatabaseUnavailable(code)
}
