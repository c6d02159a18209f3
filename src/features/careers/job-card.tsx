import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import styles from './job-card.module.css'
import { JobDetails } from './job-details'
import type { Job } from './job-schema'
import { locationFallback } from './job-text'
import { ShareButton } from './share-button'

interface JobCardProps {
  job: Job
  expanded: boolean
  onToggle: (id: number) => void
  onApply: (job: Job) => void
  onPrepareApply: () => void
  saved: boolean
  /** A saved job that has closed: marked so, and no longer open for applications. */
  closed?: boolean
  onToggleSave: (job: Job) => void
  /** Extra description for the Apply button (the offline note). */
  describedBy: string | undefined
}

/**
 * One opening: name (a shareable link), role, location, pay, and its actions. Memoised, with
 * handlers that take the job: a tap on one card (Show More, Save) or a keystroke in the search
 * re-renders that card, not all 200 (record 073).
 */
export const JobCard = memo(function JobCard({
  job,
  expanded,
  onToggle,
  onApply,
  onPrepareApply,
  saved,
  closed = false,
  onToggleSave,
  describedBy,
}: JobCardProps) {
  const headingId = `job-${job.id}-title`
  const detailsId = `job-${job.id}-details`
  return (
    <article id={`job-${job.id}`} className={styles.card} aria-labelledby={headingId}>
      <div className={styles.summary}>
        <h2 id={headingId} className={styles.title}>
          <Link to="/job-openings" search={{ job: job.id }} resetScroll={false} className={styles.titleLink}>
            {job.job_name}
          </Link>
        </h2>
        {closed && <p className={styles.closed}>Closed: no longer taking applications</p>}
        {job.role && <p className={styles.role}>{job.role}</p>}
        <ul className={styles.facts}>
          <li>
            <span className="visually-hidden">Location: </span>
            {job.location ?? locationFallback}
          </li>
          {job.pay && (
            <li>
              <span className="visually-hidden">Pay: </span>
              {job.pay}
            </li>
          )}
        </ul>
      </div>
      <div className={styles.actions} data-print="omit">
        {!closed && (
          <button
            type="button"
            id={`apply-${job.id}`}
            className={styles.apply}
            aria-describedby={[headingId, describedBy].filter(Boolean).join(' ')}
            onClick={() => onApply(job)}
            onPointerEnter={onPrepareApply}
            onFocus={onPrepareApply}
          >
            Apply Now
          </button>
        )}
        <button
          type="button"
          className={styles.secondary}
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-describedby={headingId}
          onClick={() => onToggle(job.id)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={saved}
          aria-describedby={headingId}
          onClick={() => onToggleSave(job)}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M6 3h12v18l-6-4-6 4z"
              fill={saved ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          Save
        </button>
        <ShareButton job={job} describedBy={headingId} />
      </div>
      <div id={detailsId} className={styles.details} hidden={!expanded}>
        {expanded && <JobDetails job={job} />}
      </div>
    </article>
  )
})
