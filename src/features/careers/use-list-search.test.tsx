// Issue 46: a filter change painted only after the list had been filtered and rendered again. The
// list's filters now lag the URL's by one render; if that goes, the first render after a change
// carries the new filters and this fails (record 076).
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CareersSearch } from './careers-search'
import { useListSearch } from './use-list-search'

const seen: string[] = []

/** Notes each render's list filters. */
function Probe({ search }: { search: CareersSearch }) {
  const list = useListSearch(search)
  seen.push(`${list.q ?? '-'} ${list.location ?? '-'} ${list.saved}`)
  return null
}

describe('the list’s filters follow the URL’s one render later', () => {
  it('renders with the old filters first, then the new ones', () => {
    const { rerender } = render(<Probe search={{}} />)
    rerender(<Probe search={{ location: 'Pune', q: 'java' }} />)
    expect(seen).toEqual(['- - false', '- - false', 'java Pune false'])
    seen.length = 0
    rerender(<Probe search={{ saved: true }} />)
    expect(seen).toEqual(['java Pune false', '- - true'])
  })
})
