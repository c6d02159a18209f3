import { useDeferredValue } from 'react'
import type { CareersSearch } from './careers-search'

/**
 * The filters the job list shows. They follow the URL's in a second render that React can interrupt:
 * a location, Saved or search change paints the control first, and the list (up to 200 cards
 * filtered and rendered, ~30 ms of script at 4× CPU) follows without holding that paint (record 076).
 */
export function useListSearch(search: CareersSearch) {
  return {
    q: useDeferredValue(search.q),
    location: useDeferredValue(search.location),
    saved: useDeferredValue(search.saved === true),
  }
}
