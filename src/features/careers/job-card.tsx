import { memo, useEffect, useState } from 'react'
import { afterNextPaint } from '../../lib/after-paint'
import styles from './job-card.module.css'
import { JobDetails } from './job-details'
import type { Job } from './job-schema'
import { locationFallback } from './job-text'
import { JobTitleLink } from './job-title-link'
import { ShareButton } from './share-button'
import type { ApplyIntent } from './careers-lazy-parts'

interface JobCardProps {
  job: Job
  expanded: boolean
  onToggle: (id: number) => void
  onApply: (job: Job) => void
  onPrepareApply: (intent: ApplyIntent) => void
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
  // 'Show More' paints the first section in the tap and the rest after that paint: the whole
  // posting (~50 elements, their style and layout) in the tap took ~150 ms at 4× CPU (record 075).
  // A card opened any other way (a shared link, the server's page) renders whole at once.
  const [opening, setOpening] = useState(false)
  useEffect(() => (opening ? afterNextPaint(() => setOpening(false)) : undefined), [opening])
  return (
    <article id={`job-${job.id}`} className={styles.card} aria-labelledby={headingId}>
      <div className={styles.summary}>
        <h2 id={headingId} className={styles.title}>
          <JobTitleLink jobId={job.id} className={styles.titleLink}>
            {job.job_name}
          </JobTitleLink>
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
          onClick={() => {
            if (!expanded) setOpening(true)
            onToggle(job.id)
          }}
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
        {expanded && <JobDetails job={job} firstSectionOnly={opening} />}
      </div>
    </article>
  )
})
