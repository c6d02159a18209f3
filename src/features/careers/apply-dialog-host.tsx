import { ClientOnly } from '@tanstack/react-router'
import { memo, type Ref, Suspense, useImperativeHandle, useState } from 'react'
import { ApplyDialogFrame } from './apply-dialog-frame'
import { useAfterPaint } from '../../lib/after-paint'
import { ApplyFlow } from './careers-lazy-parts'
import type { Job } from './job-schema'
import { useTappedJob } from './use-tapped-job'

/** What the careers page asks of the dialog: show it for a tapped job, at once. */
export interface ApplyDialogHandle {
  show(job: Job): void
}

export interface ApplyDialogHostProps {
  ref: Ref<ApplyDialogHandle>
  /** The job `?apply=` names, once the list is there. */
  job: Job | undefined
  /** `?apply=` is in the URL (the dialog is open, or opening from a link). */
  requested: boolean
  online: boolean
  onClose: () => void
  sharedResume?: File | undefined
  onSent?: (() => void) | undefined
}

/**
 * The apply dialog, mounted from the first tap on 'Apply Now' (or a link with `?apply=`) and kept for
 * its toast. It holds the tapped job in its own state, so the tap re-renders this and nothing of the
 * 200-card page (record 091).
 */
export const ApplyDialogHost = memo(function ApplyDialogHost({
  ref,
  job,
  requested,
  online,
  onClose,
  sharedResume,
  onSent,
}: ApplyDialogHostProps) {
  const [wanted, setWanted] = useState(requested)
  const [tapped, setTapped] = useTappedJob(requested)
  useImperativeHandle(
    ref,
    () => ({
      show(job: Job) {
        setWanted(true)
        setTapped(job)
      },
    }),
    [setTapped],
  )
  // The tap's own render draws the dialog's picture and nothing more; the dialog's code is asked for
  // after that paint (React.lazy's import, Vite's preload of its stylesheet): 5-10 ms at 4× CPU that
  // were inside the tap's frame (record 091).
  const flowMounted = useAfterPaint(wanted || requested)
  if (!wanted && !requested) return null
  const frameJob = job ?? tapped
  const frame = frameJob && <ApplyDialogFrame jobName={frameJob.job_name} />
  if (!flowMounted) return <ClientOnly>{frame}</ClientOnly>

  function close() {
    setTapped(undefined)
    onClose()
  }

  return (
    // Client only: a prerendered page has no dialog, and hydration must match it.
    <ClientOnly>
      {/* Until the dialog's code is here, the dialog's picture stands in (record 070). */}
      <Suspense fallback={frame}>
        <ApplyFlow job={frameJob} online={online} onClose={close} sharedResume={sharedResume} onSent={onSent} />
      </Suspense>
    </ClientOnly>
  )
})
