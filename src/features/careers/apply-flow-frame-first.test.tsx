// Issue 46: 'Apply Now' answered within a frame. The tap's own render must stay light: the dialog's
// frame only. If a change renders the form (or focuses it) in the same commit as the frame again,
// this fails (record 070 has the figures; tests/e2e/careers-apply-frame.spec.ts checks the page).
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApplyFlow } from './apply-flow'
import { ApplyDialogFrame } from './apply-dialog-frame'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

vi.mock('./application-draft', () => ({
  loadDraft: vi.fn(async () => undefined),
  saveDraft: vi.fn(async () => undefined),
  deleteDraft: vi.fn(async () => undefined),
}))

const [job] = parseJobList(sampleJobs)
if (!job) throw new Error('fixture')

afterEach(() => vi.useRealTimers())

describe('the apply dialog paints its frame before its form', () => {
  it('renders the titled dialog and a placeholder in the first commit, the form only after a painted frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    render(<ApplyFlow job={job} online onClose={vi.fn()} />)
    // The first commit: the frame, with no field in it yet.
    expect(screen.getByRole('dialog', { name: `Apply for ${job.job_name}` })).toBeInTheDocument()
    expect(screen.getByTestId('apply-form-skeleton')).toBeInTheDocument()
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
    // A frame's callbacks alone (before its paint) do not bring the form either.
    act(() => vi.advanceTimersToNextFrame())
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
    // The task after the paint does, and Full Name takes the focus.
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus())
    expect(screen.queryByTestId('apply-form-skeleton')).not.toBeInTheDocument()
  })

  it('while the dialog’s code loads, a picture of it stands in: the job’s title, hidden from assistive technology', () => {
    render(<ApplyDialogFrame jobName={job.job_name} />)
    const frame = screen.getByTestId('apply-dialog-frame')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame).toHaveTextContent(`Apply for ${job.job_name}`)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
