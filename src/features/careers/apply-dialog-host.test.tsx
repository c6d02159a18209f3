// Issue 62: the tap on 'Apply Now' is answered by the dialog's own render, not the careers page's
// (a 200-card page), and asks for the dialog's code only after its picture is painted (record 091).
// If the dialog needs its page to render again to open, opens with nothing painted, or loads its code
// in the tap's own render, this fails.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { type RefObject, useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type ApplyDialogHandle, ApplyDialogHost } from './apply-dialog-host'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

const imported = vi.hoisted(() => ({ applyFlow: false }))
vi.mock('./apply-flow', async (importOriginal) => {
  imported.applyFlow = true
  return importOriginal()
})
vi.mock('./application-draft', () => ({
  loadDraft: vi.fn(async () => undefined),
  saveDraft: vi.fn(async () => undefined),
  deleteDraft: vi.fn(async () => undefined),
}))

const [job, other] = parseJobList(sampleJobs)
if (!job || !other) throw new Error('fixture')

let pageRenders = 0
let handle: RefObject<ApplyDialogHandle | null> = { current: null }

function Page({ requested, linked, onClose }: { requested: boolean; linked?: typeof job; onClose: () => void }) {
  pageRenders++
  const dialog = useRef<ApplyDialogHandle>(null)
  handle = dialog
  return <ApplyDialogHost ref={dialog} job={linked} requested={requested} online onClose={onClose} />
}

describe('the apply dialog opens in its own render', () => {
  it('shows the tapped job at once without rendering the page again, then the dialog', async () => {
    pageRenders = 0
    const onClose = vi.fn()
    render(<Page requested={false} onClose={onClose} />)
    expect(screen.queryByTestId('apply-dialog-frame')).not.toBeInTheDocument()
    expect(pageRenders).toBe(1)

    // The tap's frame: the picture, and no import begun (frames are faked, so none is painted yet).
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    act(() => handle.current?.show(job))
    expect(screen.getByTestId('apply-dialog-frame')).toHaveTextContent(`Apply for ${job.job_name}`)
    expect(pageRenders).toBe(1)
    await vi.dynamicImportSettled()
    expect(imported.applyFlow).toBe(false)
    // After the paint, the dialog's code.
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()

    expect(await screen.findByRole('dialog', { name: `Apply for ${job.job_name}` })).toBeInTheDocument()
    expect(imported.applyFlow).toBe(true)
    expect(pageRenders).toBe(1)
    // Cancel asks the page to close it (the URL) and closes it at once, also before the URL had it.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens for the job a link names, and forgets a tapped job once the link closes', async () => {
    const onClose = vi.fn()
    const { rerender } = render(<Page requested linked={other} onClose={onClose} />)
    expect(await screen.findByRole('dialog', { name: `Apply for ${other.job_name}` })).toBeInTheDocument()

    // The link closes (Back): the dialog goes, and no tapped job is left to show.
    rerender(<Page requested={false} onClose={onClose} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByTestId('apply-dialog-frame')).not.toBeInTheDocument()
  })
})
