/**
 * The service worker marks answers it serves from its cache with this header (ISO date of when
 * the answer was saved), so a page can say it is showing saved data.
 */
export const cacheDateHeader = 'x-sw-cache-date'

/** The attribute the service worker puts on a page's `<html>` element when it answers with its last copy. */
export const pageSavedAtAttribute = 'data-saved-at'

export function savedAt(response: Response): Date | undefined {
  return dateOf(response.headers.get(cacheDateHeader))
}

/** The date of a cache mark; nothing when it is missing or not a date. */
export function dateOf(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** "21 Nov 2026, 14:05" in the visitor's locale. */
export function formatSavedAt(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
