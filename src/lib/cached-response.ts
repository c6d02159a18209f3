/**
 * The service worker marks answers it serves from its cache with this header (ISO date of when
 * the answer was saved), so a page can say it is showing saved data.
 */
export const cacheDateHeader = 'x-sw-cache-date'

export function savedAt(response: Response): Date | undefined {
  const value = response.headers.get(cacheDateHeader)
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** "21 Nov 2026, 14:05" in the visitor's locale. */
export function formatSavedAt(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
