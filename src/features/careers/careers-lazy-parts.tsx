// The careers page's parts that load only when wanted (React.lazy): the apply dialog, the shared-CV
// banner and the job-alert form, each with what shows if its code cannot be fetched.
import { lazy, type ComponentType } from 'react'
import type { ApplyFlowProps } from './apply-flow'
import { ApplyUnavailable } from './apply-unavailable'
import styles from './careers-page.module.css'
import type { JobAlertFormProps } from './job-alert-form'
import type { SharedCvBannerProps } from './shared-cv-banner'

const loadApplyFlow = () => import('./apply-flow')

/** What shows that the visitor is about to apply: a pointer over an Apply button, or focus on it. */
export interface ApplyIntent {
  type: string
  /** A pointer's kind ('mouse', 'pen', 'touch'); none for focus. */
  pointerType?: string
  currentTarget: { matches(selector: string): boolean }
}

// The dialog (Radix Dialog, Toast, the form) loads only when someone is about to apply: a mouse or
// pen over an Apply button, or the keyboard's focus on one. Fetching it on a timer instead cost the
// page's start-up 15-35 ms of main thread (request set-up, then evaluation) for every visitor. A
// finger's touch (which may be the start of a scroll) and the focus a tap gives do not ask for it:
// its stylesheet and modules then arrived between the finger's lift and the click, 10-15 ms at 4× CPU
// inside the tap; a tap asks for it once its frame is painted (ApplyDialogHost, record 091). Once
// the service worker has installed, its precache (and the HTTP cache it filled) has the code offline.
export function loadOnIntent(load: () => Promise<unknown>) {
  return (intent: ApplyIntent) => {
    if (intent.pointerType === 'touch') return
    if (intent.type === 'focus' && !intent.currentTarget.matches(':focus-visible')) return
    void load().catch(() => undefined)
  }
}
export const prepareApply = loadOnIntent(loadApplyFlow)
// If its code cannot be fetched (offline before the service worker cached it), say so instead of failing the page.
export const ApplyFlow = lazy<ComponentType<ApplyFlowProps>>(() =>
  loadApplyFlow().then(
    (module) => ({ default: module.ApplyFlow }),
    () => ({ default: ApplyUnavailable }),
  ),
)

// Only on a device that a CV was shared to (the installed app's share target), and only once it is known to be there.
// If its code cannot be fetched, the page goes on without it (the dialog's file field still works).
export const SharedCvBanner = lazy<ComponentType<SharedCvBannerProps>>(() =>
  import('./shared-cv-banner').then(
    (module) => ({ default: module.SharedCvBanner }),
    () => ({ default: () => null }),
  ),
)

// 'Get new openings by e-mail': its form loads when the button is pressed (or about to be), never before.
export const loadJobAlertForm = () => import('./job-alert-form')
export const JobAlertForm = lazy<ComponentType<JobAlertFormProps>>(() =>
  loadJobAlertForm().then(
    (module) => ({ default: module.JobAlertForm }),
    () => ({ default: JobAlertUnavailable }),
  ),
)

function JobAlertUnavailable() {
  return (
    <p className={styles.notice} role="status">
      The e-mail alert form could not be loaded. Check your connection and try again.
    </p>
  )
}
