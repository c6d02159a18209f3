import { useState } from 'react'
import { type Interview, interviewWhen } from '../../../contracts/interviews'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { ConfirmDialog } from '../parts/confirm-dialog'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import pipelineStyles from '../pipeline/pipeline.module.css'
import { useConsoleAction, useConsoleData } from '../use-console-data'
import { cancelInterview, fetchInterviews } from './interviews-api'
import { ScheduleDialog } from './schedule-dialog'

/** An application's interviews, each with 'Reschedule' and 'Cancel interview'; 'Schedule interview' adds one. */
export function InterviewsSection({ applicationId, applicantName }: { applicationId: number; applicantName: string }) {
  const interviews = useConsoleData((signal) => fetchInterviews(applicationId, signal), String(applicationId))
  const run = useConsoleAction()
  const { element: notice, announce } = useNotice()
  // The dialog's subject: 'new', or the interview being rescheduled.
  const [editing, setEditing] = useState<Interview | 'new' | null>(null)

  function saved(message: string, interview: Interview) {
    setEditing(null)
    interviews.update((list) =>
      list.some((item) => item.id === interview.id)
        ? list.map((item) => (item.id === interview.id ? interview : item))
        : [...list, interview],
    )
    announce(message)
  }

  async function cancel(interview: Interview) {
    const result = await run(() => cancelInterview(interview.id))
    if (result.ok) saved('Interview cancelled: everyone invited is told.', result.value)
    else announce(`The interview could not be cancelled. ${failureMessage(result.error)}`, true)
  }

  return (
    <section className={pipelineStyles.section} aria-labelledby={`interviews-${applicationId}`}>
      <h3 id={`interviews-${applicationId}`}>Interviews</h3>
      <LoadState state={interviews.state} reload={interviews.reload} what="interviews">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.meta}>None scheduled.</p>
          ) : (
            <ul className={pipelineStyles.entries}>
              {list.map((interview) => {
                const when = interviewWhen(interview.starts_at, interview.minutes)
                return (
                  <li key={interview.id}>
                    <p>
                      {interview.cancelled && <span className={`${styles.badge} ${styles.closed}`}>Cancelled</span>}{' '}
                      {when.day}, {when.time}
                    </p>
                    <p className={styles.meta}>Place: {interview.place}</p>
                    <p className={styles.meta}>
                      Interviewers:{' '}
                      {interview.interviewers.length === 0 ? 'none chosen' : interview.interviewers.join(', ')}
                    </p>
                    {!interview.cancelled && (
                      <div className={styles.actions}>
                        <button type="button" className={styles.button} onClick={() => setEditing(interview)}>
                          Reschedule
                        </button>
                        <ConfirmDialog
                          trigger={
                            <button type="button" className={styles.danger}>
                              Cancel interview
                            </button>
                          }
                          title="Cancel this interview?"
                          description="The applicant and each interviewer get the cancellation, and their calendars remove it."
                          confirmLabel="Cancel interview"
                          cancelLabel="Keep it"
                          onConfirm={() => void cancel(interview)}
                        />
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
          )
        }
      </LoadState>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => setEditing('new')}>
          Schedule interview
        </button>
      </div>
      {notice}
      <ScheduleDialog
        applicationId={applicationId}
        applicantName={applicantName}
        interview={editing === 'new' || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        onSaved={saved}
      />
    </section>
  )
}
