import type { WorkboxPlugin } from 'workbox-core'
import { cacheDateHeader, pageDataSavedAtAttribute } from '../src/lib/cached-response'
import { pageDataElementId } from '../src/site/page-data'

const dataBlock = `id="${pageDataElementId}"`

/**
 * A data page answered from the worker's cache (offline, or the server too slow) says when it was
 * saved: the date goes onto its embedded data, where the app reads it, as a list answered from the
 * cache carries it in a header. The page's HTML itself is left as the server wrote it.
 */
export const markSavedPageCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const savedAt = cachedResponse?.headers.get(cacheDateHeader)
    if (!cachedResponse || !savedAt || Number.isNaN(new Date(savedAt).getTime())) return cachedResponse
    const html = await cachedResponse.text()
    const marked = html.replace(
      dataBlock,
      () => `${dataBlock} ${pageDataSavedAtAttribute}="${new Date(savedAt).toISOString()}"`,
    )
    return new Response(marked, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    })
  },
}
