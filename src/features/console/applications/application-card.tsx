import { useId, useState } from 'react'
import type { ApplicationStatus, ConsoleApplication } from '../../../contracts/console'
import { failureMessage } from '../console-api'
import fieldStyles from '../../../components/forms/form-field.module.css'
import styles from '../console.module.css'
import { ConfirmDialog } from '../parts/confirm-dialog'
import { formatDay, formatSize, formatWhen } from '../parts/formatting'
import { useConsoleAction } from '../use-console-data'
import { changeStatus, cvUrl, deleteApplication } from './applications-api'
import { StatusOptions, statusNamed } from './status-options'

/** One application: who, for which job, the CV, its status and a way to delete it. */
export function ApplicationCard({
  application,
  onChanged,
  onDeleted,
  announce,
}: {
  application: ConsoleApplication
  onChanged: (changed: ConsoleApplication) => void
  onDeleted: (id: number) => void
  announce: (message: string, isError?: boolean) => void
}) {
  const id = useId()
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)
  const { full_name: name } = application

  async function setStatus(status: ApplicationStatus) {
    setBusy(true)
    const result = await run(() => changeStatus(application.id, status))
    setBusy(false)
    if (result.ok) {
      onChanged(result.value)
      announce(`${name}’s application is now ${status}.`)
    } else announce(`The status could not be changed. ${failureMessage(result.error)}`, true)
  }

  async function remove() {
    setBusy(true)
    const result = await run(() => deleteApplication(application.id))
    setBusy(false)
    if (result.ok) {
      onDeleted(application.id)
      announce(`The application from ${name} and its CV were deleted.`)
    } else announce(`The application could not be deleted. ${failureMessage(result.error)}`, true)
  }

  return (
    <li>
      <article className={styles.card} aria-labelledby={`${id}-name`}>
        <h2 id={`${id}-name`}>{name}</h2>
        <p className={styles.meta}>
          {application.job_name} · applied {formatWhen(application.created_at)}
        </p>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>{application.phone}</a>
          </dd>
          <dt>Comments</dt>
          <dd>{application.comments || '—'}</dd>
          <dt>CV</dt>
          <dd>
            <a href={cvUrl(application.id)} download={application.resume_name}>
              {application.resume_name}
            </a>{' '}
            <span className={styles.meta}>({formatSize(application.resume_size)})</span>
          </dd>
          <dt>Talent pool</dt>
          <dd>{application.talent_pool ? 'Yes: kept longer for future roles' : 'No'}</dd>
          <dt>Deleted on</dt>
          <dd>
            {application.deletes_at === null
              ? 'Set when the job closes (retention period)'
              : formatDay(application.deletes_at.slice(0, 10))}
          </dd>
        </dl>
        <div className={styles.actions}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-status`}>Status</label>
            <select
              id={`${id}-status`}
              value={application.status}
              disabled={busy}
              aria-describedby={`${id}-name`}
              onChange={(event) => {
                const status = statusNamed(event.target.value)
                if (status !== undefined) void setStatus(status)
              }}
            >
              <StatusOptions />
            </select>
          </div>
          <ConfirmDialog
            trigger={
              <button type="button" className={styles.danger} disabled={busy} aria-describedby={`${id}-name`}>
                Delete
              </button>
            }
            title="Delete this application?"
            description={`The application from ${name} and their CV file will be removed for good. This cannot be undone.`}
            confirmLabel="Delete"
            onConfirm={() => void remove()}
          />
        </div>
      </article>
    </li>
  )
}
