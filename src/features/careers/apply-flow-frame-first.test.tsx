// Issue 46: 'Apply Now' answered within a frame. The tap's own render must stay light: a picture of
// the dialog only. If a change mounts Radix's dialog, or renders the form (or focuses it), in the
// tap's commit again, this fails (records 070 and 076 have the figures;
// tests/e2e/careers-apply-frame.spec.ts checks the page).
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
  it('paints a picture of the dialog in the tap, the dialog after that paint, the form after the next', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    render(<ApplyFlow job={job} online onClose={vi.fn()} />)
    // The tap's commit: the picture only. Radix's dialog (scroll lock, hiding the page, focus) restyles
    // and lays out the whole list, so it must not be in this frame.
    expect(screen.getByTestId('apply-dialog-frame')).toHaveTextContent(`Apply for ${job.job_name}`)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body).not.toHaveAttribute('data-scroll-locked')
    // A frame's callbacks alone (before its paint) bring nothing more.
    act(() => vi.advanceTimersToNextFrame())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The task after the paint: the dialog, titled, with grey bars for its fields, and the picture gone.
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('dialog', { name: `Apply for ${job.job_name}` })).toBeInTheDocument()
    expect(screen.getByTestId('apply-form-skeleton')).toBeInTheDocument()
    expect(screen.queryByTestId('apply-dialog-frame')).not.toBeInTheDocument()
    expect(document.body).toHaveAttribute('data-scroll-locked')
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
    // The task after the next paint: the form, and Full Name takes the focus.
    act(() => vi.advanceTimersToNextFrame())
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
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
