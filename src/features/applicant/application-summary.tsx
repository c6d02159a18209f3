import { saveFile } from '../../lib/save-file'
import { useRef, useState } from 'react'
import { applicantControls, stageInPlainWords, type MyApplication } from '../../contracts/applicant'
import { UpcomingInterview } from './upcoming-interview'
import {
  deleteApplication,
  downloadCv,
  downloadData,
  downloadInterview,
  withdrawApplication,
  type Outcome,
} from './applicant-api'
import { DeleteDialog, WithdrawDialog } from './ask-first-dialogs'
import styles from './my-application.module.css'
import privatePage from '../../styles/private-page.module.css'

const dateSent = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })

interface Props {
  token: string
  application: MyApplication
  onChange: (application: MyApplication) => void
  /** The application is no more: deleted just now (true), or by someone else or the retention sweep (false). */
  onGone: (deleted: boolean) => void
}

/** The job, the date sent, the status in plain words, and what the applicant can do with it. */
export function ApplicationSummary({ token, application, onChange, onGone }: Props) {
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  async function run<T>(work: () => Promise<Outcome<T>>, done: (value: T) => string | null) {
    if (busy) return
    setBusy(true)
    setSaid(null)
    const outcome = await work()
    setBusy(false)
    if (outcome.kind === 'gone') onGone(false)
    else if (outcome.kind === 'failed') setSaid({ text: outcome.message, error: true })
    else {
      const text = done(outcome.value)
      if (text !== null) setSaid({ text, error: false })
    }
  }

  const withdrawn = application.stage === 'withdrawn'
  return (
    <div className={`${privatePage.card} ${styles.card}`}>
      <h2 ref={heading} tabIndex={-1} className={privatePage.heading}>
        {application.job_title}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Date sent</dt>
          <dd>{dateSent.format(new Date(application.sent_at))}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{stageInPlainWords[application.stage]}</dd>
        </div>
        {application.interview !== null && (
          <UpcomingInterview
            interview={application.interview}
            disabled={busy}
            onDownload={() =>
              void run(
                () => downloadInterview(token),
                (file) => {
                  saveFile(file)
                  return 'The invitation has been downloaded: open it to add the interview to your calendar.'
                },
              )
            }
          />
        )}
        <div>
          <dt>{applicantControls.cv}</dt>
          <dd>
            <button
              type="button"
              className={styles.linkButton}
              aria-disabled={busy}
              onClick={() =>
                void run(
                  () => downloadCv(token),
                  (file) => {
                    saveFile(file)
                    return null
                  },
                )
              }
            >
              {application.resume_name}
            </button>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          aria-disabled={busy}
          onClick={() =>
            void run(
              () => downloadData(token),
              (file) => {
                saveFile(file)
                return 'Your data has been downloaded as a JSON file.'
              },
            )
          }
        >
          {applicantControls.downloadData}
        </button>
        {!withdrawn && (
          <WithdrawDialog
            disabled={busy}
            onConfirm={() =>
              void run(
                () => withdrawApplication(token),
                (changed) => {
                  onChange(changed)
                  // The withdraw button is gone with the dialog that asked: focus goes to the application.
                  requestAnimationFrame(() => heading.current?.focus())
                  return 'Your application has been withdrawn. The company can see this.'
                },
              )
            }
          />
        )}
        <DeleteDialog
          disabled={busy}
          onConfirm={() =>
            void run(
              () => deleteApplication(token),
              () => {
                onGone(true)
                return null
              },
            )
          }
        />
      </div>
      <p className={said?.error ? styles.error : styles.status} role="status">
        {said?.text}
      </p>
    </div>
  )
}
