/** SQL for a timestamptz column as ISO 8601 in UTC, the same text from both database drivers. */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Lists in the console show at most this many rows, newest first. */
export const consoleListLimit = 500
