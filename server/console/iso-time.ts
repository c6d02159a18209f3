/** SQL for a timestamptz column as ISO 8601 in UTC, the same text from both database drivers. */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Lists in the console show at most this many rows, newest first. */
export const consoleListLimit = 500

/** A path id: a positive whole number, or null for anything else (which answers 404). */
export function pathId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= 2_147_483_647 ? id : null
}
