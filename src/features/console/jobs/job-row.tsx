import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ConsoleJob } from '../../../contracts/console'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { formatDay } from '../parts/formatting'
import { useConsoleAction } from '../use-console-data'
import { setJobOpen } from './jobs-api'
import { JobShareLinks } from '../share-links/job-share-links'
import { pipelineAddress } from '../console-screens'

/** One job in the console's list: open or closed, its applications, and what staff can do with it. */
export function JobRow({
  job,
  onEdit,
  onChanged,
  announce,
}: {
  job: ConsoleJob
  onEdit: () => void
  onChanged: (changed: ConsoleJob) => void
  announce: (message: string, isError?: boolean) => void
}) {
  const id = useId()
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)

  async function toggle() {
    setBusy(true)
    const result = await run(() => setJobOpen(job.id, !job.open))
    setBusy(false)
    if (result.ok) {
      onChanged(result.value)
      announce(
        result.value.open
          ? `${job.job_name} is open again and listed on the site.`
          : `${job.job_name} is closed: it is no longer listed on the site.`,
      )
    } else announce(`The job could not be ${job.open ? 'closed' : 'reopened'}. ${failureMessage(result.error)}`, true)
  }

  const applications = job.applications === 1 ? '1 application' : `${job.applications} applications`
  return (
    <li>
      <article className={styles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{job.job_name}</h2>
        <p className={styles.meta}>
          <span className={`${styles.badge} ${job.open ? '' : styles.closed}`}>{job.open ? 'Open' : 'Closed'}</span>{' '}
          {job.location ?? 'Location not specified'} · posted {formatDay(job.date_posted)} · {applications}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onEdit} aria-describedby={`${id}-title`}>
            Edit
          </button>
          <Link
            to="/console/$"
            params={{ _splat: pipelineAddress(job.id) }}
            className={styles.button}
            aria-describedby={`${id}-title`}
          >
            Pipeline
          </Link>
          <button
            type="button"
            className={job.open ? styles.danger : styles.button}
            onClick={() => void toggle()}
            disabled={busy}
            aria-describedby={`${id}-title`}
          >
            {job.open ? 'Close job' : 'Reopen job'}
          </button>
          {job.open && (
            <a className={styles.button} href={`/job-openings?job=${job.id}`} aria-describedby={`${id}-title`}>
              View on the site
            </a>
          )}
          <JobShareLinks job={job} />
        </div>
      </article>
    </li>
  )
}
