// Issue 46: 'Show More' on a saved job answered in ~110 ms at 4× because the tap re-rendered every
// card. With memoised cards and handlers that take the job, a tap re-renders the card it changed.
// If a change brings back per-card closures (or drops the memo), this fails (record 073).
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { JobList } from './job-list'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

const renders: number[] = []

// Each card renders its share button: counting those counts the cards' renders.
vi.mock('./share-button', () => ({
  ShareButton: ({ job }: { job: { id: number } }) => {
    renders.push(job.id)
    return null
  },
}))
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => vi.fn(),
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="/job-openings" className={className}>
      {children}
    </a>
  ),
}))

const jobs = parseJobList(sampleJobs)

const handlers = {
  onToggle: vi.fn(),
  onApply: vi.fn(),
  onPrepareApply: vi.fn(),
  onToggleSave: vi.fn(),
  onClearFilters: vi.fn(),
  onShowSaved: vi.fn(),
}
const savedIds = new Set<number>()

/** The list of all sample jobs, one of them expanded. */
const list = (expandedId: number | undefined) => (
  <JobList
    jobs={jobs}
    total={jobs.length}
    filtered={false}
    savedView={false}
    expandedId={expandedId}
    savedIds={savedIds}
    describedBy={undefined}
    savedCount={0}
    onRetry={undefined}
    serverRendered
    {...handlers}
  />
)

describe('the job list re-renders only the card a tap changed', () => {
  it('expands one card without rendering the others again', () => {
    const { rerender } = render(list(undefined))
    expect(renders).toHaveLength(jobs.length)

    const [first, second] = jobs
    if (!first || !second) throw new Error('fixture')
    const card = screen.getByRole('article', { name: second.job_name })
    fireEvent.click(within(card).getByRole('button', { name: 'Show More' }))
    expect(handlers.onToggle).toHaveBeenCalledWith(second.id)

    renders.length = 0
    rerender(list(second.id))
    expect(renders).toEqual([second.id])
    expect(within(card).getByRole('button', { name: 'Show Less' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: first.job_name })).toBeInTheDocument()
  })

  it('puts each card in its own hydration boundary: a tap during hydration hydrates that card, not the list', () => {
    const html = renderToString(list(undefined))
    // React marks a Suspense boundary's server HTML with <!--$--> … <!--/$-->.
    const cards = html.match(/<li><!--\$--><article /g) ?? []
    expect(cards).toHaveLength(jobs.length)
  })
})
