// Issue 46: 'Show More' answered in 150–180 ms at 4× CPU: the tap rendered the whole posting (~50
// elements) and laid it out before its first paint. The tap now paints the first section and adds
// the rest in a task after that paint; a card opened by a shared link renders whole. If the whole
// posting moves back into the tap, this fails (record 075).
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JobCard } from './job-card'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))

const [job] = parseJobList(sampleJobs)
if (!job?.job_overview || !job.responsibilities) throw new Error('fixture: the first sample job has several sections')
const noop = () => undefined

function Card({ initiallyExpanded = false }: { initiallyExpanded?: boolean }) {
  const [expanded, setExpanded] = useState(initiallyExpanded)
  if (!job) return null
  return (
    <JobCard
      job={job}
      expanded={expanded}
      onToggle={() => setExpanded((current) => !current)}
      onApply={noop}
      onPrepareApply={noop}
      saved={false}
      onToggleSave={noop}
      describedBy={undefined}
    />
  )
}

afterEach(() => vi.useRealTimers())

describe('Show More paints the posting’s first section first', () => {
  it('shows the first section in the tap’s render and the rest only after a painted frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    render(<Card />)
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show More' }))
    })
    const card = screen.getByRole('article')
    expect(within(card).getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(card).getByRole('heading', { name: 'Job Overview' })).toBeInTheDocument()
    expect(within(card).queryByRole('heading', { name: 'Responsibilities' })).not.toBeInTheDocument()
    // A frame's callbacks alone (before its paint) do not add the rest.
    act(() => vi.advanceTimersToNextFrame())
    expect(within(card).queryByRole('heading', { name: 'Responsibilities' })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(within(card).getByRole('heading', { name: 'Responsibilities' })).toBeInTheDocument()
    expect(within(card).getByText('Job Type')).toBeInTheDocument()
  })

  it('renders a card opened by a shared link whole at once', () => {
    render(<Card initiallyExpanded />)
    expect(screen.getByRole('heading', { name: 'Responsibilities' })).toBeInTheDocument()
  })
})
