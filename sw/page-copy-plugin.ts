import type { WorkboxPlugin } from 'workbox-core'
import { cacheDateHeader, pageSavedAtAttribute } from '../src/lib/cached-response'

const htmlStart = /<html\b/i

/**
 * A data page answered from the worker's cache (offline, or the server too slow) says when it was
 * saved: the date goes onto its `<html>` element, where the app reads it (src/lib/saved-page-copy.ts),
 * as a list answered from the cache carries it in a header. The rest of the page, its scripts above
 * all (the policy lists their hashes), is left as the server wrote it.
 */
export const markSavedPageCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const savedAt = cachedResponse?.headers.get(cacheDateHeader)
    if (!cachedResponse || !savedAt || Number.isNaN(new Date(savedAt).getTime())) return cachedResponse
    const html = await cachedResponse.text()
    const marked = html.replace(
      htmlStart,
      (start) => `${start} ${pageSavedAtAttribute}="${new Date(savedAt).toISOString()}"`,
    )
    return new Response(marked, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    })
  },
}
