import type { WorkboxPlugin } from 'workbox-core'
import { cacheDateHeader } from '../src/lib/cached-response'

/**
 * Stores API answers with the time they were saved. Only the stored copy carries the header,
 * so a page sees it exactly when its answer came from the cache.
 */
export const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers)
    headers.set(cacheDateHeader, new Date().toISOString())
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
  },
}
