import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import dialogStyles from '../../components/dialog/dialog.module.css'
import { Notice, Notices } from '../../components/notices/notices'
import styles from './apply-dialog.module.css'
import { applicationMessages } from './application-rules'
import { ApplyDialogFrame, ApplyFormSkeleton, applyDialogDescription, CloseIcon } from './apply-dialog-frame'
import { ApplyForm, fieldIds } from './apply-form'
import type { Job } from './job-schema'
import { useAfterPaint } from '../../lib/after-paint'
import { useApplicationForm } from './use-application-form'

export interface ApplyFlowProps {
  /** The job the dialog is open for (from `?apply=`); undefined while closed. */
  job: Job | undefined
  online: boolean
  onClose: () => void
  /** A CV shared to the installed app: attached when the dialog opens, unless this job's draft has its own. */
  sharedResume?: File | undefined
  /** The application was sent (after the shared CV's banner, which then goes). */
  onSent?: (() => void) | undefined
}

/** The application dialog and its success toast. Loaded lazily: the list never waits for it. */
export function ApplyFlow({ job, online, onClose, sharedResume, onSent }: ApplyFlowProps) {
  const nameRef = useRef<HTMLInputElement>(null)
  const lastJobId = useRef<number | undefined>(undefined)
  const [toastOpen, setToastOpen] = useState(false)
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null)
  if (job) lastJobId.current = job.id
  // Three steps, each after the previous one's paint (records 070, 076). The tap paints a picture of
  // the dialog: Radix's dialog locks the page's scroll, hides the rest from assistive technology and
  // moves the focus, which restyles and lays out the whole 200-card page. Then the dialog, with grey
  // bars for its fields; then the form (its first render and the focus's layout cost more than a frame).
  const dialogShown = useAfterPaint(job !== undefined)
  const formShown = useAfterPaint(dialogShown)
  useEffect(() => {
    if (formShown) nameRef.current?.focus()
  }, [formShown])

  const form = useApplicationForm({
    jobId: job?.id,
    online,
    sharedResume,
    onSubmitted: (sent) => {
      onSent?.()
      onClose()
      setLinkSentTo(sent.linkSentTo)
      setToastOpen(true)
    },
    onInvalid: (field) => document.getElementById(fieldIds[field])?.focus(),
  })

  function close() {
    // While sending, the result decides what happens next; closing now would hide it.
    if (form.submitting) return
    form.discard()
    onClose()
  }

  function toastChange(open: boolean) {
    setToastOpen(open)
    // Opened from another page (a job board, an email link's popup)? Hand the visitor back to it.
    // Never in a normal tab or the installed app, which have no opener.
    if (!open && window.opener) window.close()
  }

  return (
    <Notices placement="top">
      {job && !dialogShown && <ApplyDialogFrame jobName={job.job_name} />}
      <Dialog.Root open={dialogShown} onOpenChange={(open) => !open && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content
            className={dialogStyles.dialog}
            onOpenAutoFocus={(event) => {
              // Focus goes to Full Name once the form is there (the effect above); the card holds it until then.
              event.preventDefault()
              if (nameRef.current) nameRef.current.focus()
              else if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus()
            }}
            onCloseAutoFocus={(event) => {
              // Back to the Apply button of this job, also when the dialog was opened from the URL.
              const button = document.getElementById(`apply-${lastJobId.current}`)
              if (button) {
                event.preventDefault()
                button.focus()
              }
            }}
          >
            <div className={styles.header}>
              <Dialog.Title className={dialogStyles.title}>{job ? `Apply for ${job.job_name}` : 'Apply'}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label="Close" disabled={form.submitting}>
                <CloseIcon />
              </Dialog.Close>
            </div>
            <Dialog.Description className={`${dialogStyles.description} ${styles.description}`}>
              {applyDialogDescription}
            </Dialog.Description>
            {!formShown ? (
              <ApplyFormSkeleton />
            ) : (
              <ApplyForm
                values={form.values}
                resume={form.resume}
                talentPool={form.talentPool}
                errors={form.errors}
                alert={form.alert}
                online={online}
                submitting={form.submitting}
                nameRef={nameRef}
                onChange={form.change}
                onChooseResume={form.chooseResume}
                onTalentPoolChange={form.chooseTalentPool}
                onSubmit={() => void form.submit()}
                cancel={
                  <button type="button" className={styles.cancel} disabled={form.submitting} onClick={close}>
                    Cancel
                  </button>
                }
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      {/* Long enough to read the address and check it (Radix pauses it while hovered or focused). */}
      <Notice open={toastOpen} onOpenChange={toastChange} duration={linkSentTo === null ? 3000 : 15_000} tone="success">
        <span>{applicationMessages.submitted}</span>
        {linkSentTo !== null && <span> {applicationMessages.linkSent(linkSentTo)}</span>}
      </Notice>
    </Notices>
  )
}
