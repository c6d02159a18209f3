/**
 * The server's log: one JSON object per line, with only the fields given here. Callers pass ids, routes,
 * statuses, counts and error classes; never what a visitor submitted (names, e-mails, phones, comments,
 * file names, bodies, query strings) and never an error's message, which may quote such values.
 */
export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, string | number | boolean | null>
export type Log = (level: LogLevel, message: string, fields?: LogFields) => void

export const writeLog: Log = (level, message, fields = {}) => {
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`
  if (level === 'info') process.stdout.write(line)
  else process.stderr.write(line)
}

/**
 * What may be logged of an unexpected error: its class and, for database errors, the SQLSTATE code
 * (e.g. 22021 for a NUL byte). The message and PostgreSQL's detail quote the values and are left out.
 */
export function errorKind(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: typeof error }
  const code = 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? error.code : null
  return code === null ? { error: error.name } : { error: error.name, code }
}
