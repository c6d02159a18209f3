import { useId, useState } from 'react'
import type { ConsoleApplication } from '../../../contracts/console'
import { staffStages } from '../../../contracts/pipeline'
import { ApplicationDetails } from '../pipeline/application-details'
import { failureMessage } from '../console-api'
import fieldStyles from '../../../components/forms/form-field.module.css'
import styles from '../console.module.css'
import cardStyles from './application-card.module.css'
import { ConfirmDialog } from '../parts/confirm-dialog'
import { formatDay, formatSize, formatWhen } from '../parts/formatting'
import { useConsoleAction } from '../use-console-data'
import { cvUrl, deleteApplication } from './applications-api'
import { useStageMove } from '../stage-move/use-stage-move'
import { StageOptions } from './status-options'
import { directSource } from '../../../contracts/share-link-code'

/** One application: who, for which job, the CV, its stage, its details and a way to delete it. */
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
  const [deleting, setDeleting] = useState(false)
  const { full_name: name } = application
  const stageMove = useStageMove({
    applicationId: application.id,
    name,
    jobName: application.job_name,
    announce,
    onMoved: onChanged,
  })
  const busy = deleting || stageMove.busy

  async function remove() {
    setDeleting(true)
    const result = await run(() => deleteApplication(application.id))
    setDeleting(false)
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
            {application.email_undelivered && (
              // The mail server refused the address (issue 60 item 6): the applicant has no link; phone them.
              <span className={cardStyles.undelivered}>
                <strong className={styles.warning}>E-mail could not be delivered</strong> The mail server refused this
                address: phone the applicant to check it.
              </span>
            )}
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
          <dt>Source</dt>
          <dd>{application.source ?? directSource}</dd>
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
            <label htmlFor={`${id}-status`}>Stage</label>
            <select
              id={`${id}-status`}
              value={application.stage}
              disabled={busy || application.stage === 'withdrawn'}
              aria-describedby={`${id}-name`}
              onChange={(event) => {
                const stage = staffStages.find((known) => known === event.target.value)
                if (stage !== undefined) stageMove.choose(stage)
              }}
            >
              <StageOptions all={application.stage === 'withdrawn'} />
            </select>
          </div>
          <ApplicationDetails
            applicationId={application.id}
            name={name}
            stage={application.stage}
            describedBy={`${id}-name`}
          />
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
        {stageMove.form}
      </article>
    </li>
  )
}
