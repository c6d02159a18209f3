import { pino, type Level } from 'pino'

/**
 * The server's log: one JSON object per line (pino), with only the fields given here. Callers pass
 * ids, routes, statuses, counts and error classes; never what a visitor submitted (names, e-mails,
 * phones, comments, file names, bodies, query strings) and never an error's message, which may quote
 * such values. LOG_LEVEL (debug, info, warn, error, silent; default info) sets what is written.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, string | number | boolean | null>
export type Log = (level: LogLevel, message: string, fields?: LogFields) => void

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

/** LOG_LEVEL as pino knows it; anything else is `info` (a typo must not silence the log). */
export function logLevelFrom(value: string | undefined): Level | 'silent' {
  const level = value?.trim().toLowerCase()
  return levels.find((known) => known === level) ?? 'info'
}

// Warnings and errors to stderr, the rest to stdout, each line once; through the process's own
// streams (not pino's direct file-descriptor writes) so they stay ordered with everything else.
const logger = pino(
  {
    level: logLevelFrom(process.env.LOG_LEVEL),
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.multistream(
    [
      { level: 'trace', stream: process.stdout },
      { level: 'warn', stream: process.stderr },
    ],
    { dedupe: true },
  ),
)

export const writeLog: Log = (level, message, fields = {}) => {
  logger[level](fields, message)
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
