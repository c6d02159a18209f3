// Issue 46: typing in the job search answered in 110–180 ms at 4× CPU, most of it the router
// re-reading the location for every card's title link (a Link runs `router.buildLocation` on each
// URL change, and the page changes its URL on each keystroke). The title links now ask the router
// only when clicked. If per-card router links come back, the count below grows with the cards and
// this fails (record 075 has the figures).
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { validateCareersSearch } from './careers-search'
import { JobList } from './job-list'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

vi.mock('./share-button', () => ({ ShareButton: () => null }))

const [template] = sampleJobs
if (!template) throw new Error('fixture')
const jobs = parseJobList(Array.from({ length: 60 }, (_, index) => ({ ...template, id: 1000 + index })))
const noop = () => undefined

function makeRouter() {
  const root = createRootRoute({ component: Outlet })
  const careers = createRoute({
    getParentRoute: () => root,
    path: '/job-openings',
    validateSearch: validateCareersSearch,
    component: () => (
      <JobList
        jobs={jobs}
        total={jobs.length}
        filtered={false}
        savedView={false}
        expandedId={undefined}
        savedIds={new Set()}
        describedBy={undefined}
        savedCount={0}
        onRetry={undefined}
        serverRendered
        onToggle={noop}
        onApply={noop}
        onPrepareApply={noop}
        onToggleSave={noop}
        onClearFilters={noop}
        onShowSaved={noop}
      />
    ),
  })
  return createRouter({
    routeTree: root.addChildren([careers]),
    history: createMemoryHistory({ initialEntries: ['/job-openings'] }),
  })
}

describe('a job card’s title link', () => {
  it('costs the router nothing when the URL changes (a keystroke in the search)', async () => {
    const router = makeRouter()
    render(<RouterProvider router={router} />)
    await screen.findAllByRole('article')
    const buildLocation = vi.spyOn(router, 'buildLocation')
    await act(() => router.navigate({ to: '/job-openings', search: { q: 'java' }, replace: true } as never))
    // The navigation itself builds a location or two; one per card would be 60 more.
    expect(buildLocation.mock.calls.length).toBeLessThan(10)
  })

  it('is the job’s shareable address, and a click opens it in the page', async () => {
    const router = makeRouter()
    render(<RouterProvider router={router} />)
    const [first] = jobs
    if (!first) throw new Error('fixture')
    const links = await screen.findAllByRole('link', { name: first.job_name })
    const link = links[0]
    if (!link) throw new Error('no link')
    expect(link).toHaveAttribute('href', `/job-openings?job=${first.id}`)
    await act(async () => {
      fireEvent.click(link)
    })
    expect(router.state.location.search).toEqual({ job: first.id })
  })

  it('leaves a click that opens another tab to the browser', async () => {
    const router = makeRouter()
    render(<RouterProvider router={router} />)
    const [link] = await screen.findAllByRole('link')
    if (!link) throw new Error('no link')
    const opened = fireEvent.click(link, { ctrlKey: true })
    // Not prevented: the browser opens the address in a new tab; the page stays where it was.
    expect(opened).toBe(true)
    expect(router.state.location.search).toEqual({})
  })
})
