import { dateOf, pageSavedAtAttribute } from './cached-response'

/**
 * When the service worker answered this document with its last copy of a data page (offline, or the
 * server too slow), the date that copy was saved: the worker marks the page's `<html>` element
 * (sw/page-copy-plugin.ts), leaving its scripts, whose hashes the page's policy lists, untouched.
 */
export function savedPageCopyDate(): Date | undefined {
  if (typeof document === 'undefined') return undefined
  return dateOf(document.documentElement.getAttribute(pageSavedAtAttribute))
}
