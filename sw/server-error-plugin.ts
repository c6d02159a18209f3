import type { WorkboxPlugin } from 'workbox-core'

/**
 * A 5xx answer counts as a failed request, so the network-first routes fall back to the list they
 * saved last (the page then says it shows a saved list, and offers to try again). With nothing
 * saved, the page's request fails and it says the list could not be loaded.
 */
export const fallBackOnServerError: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 500) throw new Error(`The server answered ${response.status}`)
    return response
  },
}
