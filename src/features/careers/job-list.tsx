import { memo, Suspense } from 'react'
import { useFirstScreenFirst } from '../../lib/use-first-screen-first'
import { settings } from '../../site/settings'
import styles from './careers-page.module.css'
import { JobCard } from './job-card'
import type { Job } from './job-schema'
import { JobsUnavailable } from './jobs-unavailable'
import type { ApplyIntent } from './careers-lazy-parts'

interface JobListProps {
  jobs: readonly Job[]
  /** Jobs before the keyword and location filters. */
  total: number
  filtered: boolean
  savedView: boolean
  expandedId: number | undefined
  onToggle: (id: number) => void
  onApply: (job: Job) => void
  onPrepareApply: (intent: ApplyIntent) => void
  savedIds: ReadonlySet<number>
  /** In the saved view: the saved jobs that have closed. */
  closedIds?: ReadonlySet<number>
  onToggleSave: (job: Job) => void
  describedBy: string | undefined
  onClearFilters: () => void
  savedCount: number
  onShowSaved: () => void
  /** Set when the list could not be loaded: 'Try again'. */
  onRetry: (() => void) | undefined
  /** The server rendered every card: hydration must find them all (React hydrates in slices). */
  serverRendered: boolean
}

export const countId = 'careers-count'

/** Cards a phone's first screen (and the margin the browser lays out around it) can show. */
const firstScreenCards = 3

function countText(shown: number, total: number, savedView: boolean): string {
  const noun = savedView ? 'saved job' : 'job opening'
  if (shown === total) return `${total} ${noun}${total === 1 ? '' : 's'}`
  return `Showing ${shown} of ${total} ${noun}s`
}

/**
 * The cards, the result count (announced politely) and the empty states. Memoised: the page's own
 * state (the dialog, the alert form) changes without a pass over every card (record 075).
 */
export const JobList = memo(function JobList({
  jobs,
  total,
  filtered,
  savedView,
  onClearFilters,
  savedCount,
  onShowSaved,
  onRetry,
  serverRendered,
  ...card
}: JobListProps) {
  // A shared link to one job (it opens expanded) needs its card in place to scroll to it.
  const rendered = useFirstScreenFirst(jobs.length, firstScreenCards, serverRendered || card.expandedId !== undefined)
  return (
    <>
      <p id={countId} className={styles.count} role="status" tabIndex={-1}>
        {total > 0 ? countText(jobs.length, total, savedView) : ''}
      </p>
      {total === 0 && !savedView && onRetry !== undefined && (
        <JobsUnavailable onRetry={onRetry} savedCount={savedCount} onShowSaved={onShowSaved} />
      )}
      {total === 0 && !savedView && onRetry === undefined && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No openings right now… but we are always glad to hear from good people.</p>
          <p>
            Send your CV to <a href={`mailto:${settings.infoEmail}`}>{settings.infoEmail}</a> and we will be in touch
            when a role fits.
          </p>
          {savedCount > 0 && (
            // Offline with nothing cached, the jobs saved on this device are still here.
            <button type="button" className={styles.textButton} onClick={onShowSaved}>
              Show your saved jobs ({savedCount})
            </button>
          )}
        </div>
      )}
      {total === 0 && savedView && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>You have not saved any jobs yet.</p>
          <p>Press Save on a job to keep it on this device, even offline.</p>
        </div>
      )}
      {total > 0 && jobs.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No openings match your search.</p>
          {(filtered || savedView) && (
            <button type="button" className={styles.textButton} onClick={onClearFilters}>
              Clear filters
            </button>
          )}
        </div>
      )}
      {jobs.length > 0 && (
        <ul className={styles.list}>
          {jobs.slice(0, rendered).map((job) => (
            <li key={job.id}>
              {/* Its own hydration boundary: a tap on a card while the page hydrates makes React hydrate
                  that card at once, not all 200 (~70 ms at 4× CPU; record 073). */}
              <Suspense fallback={null}>
                <JobCard
                  job={job}
                  expanded={card.expandedId === job.id}
                  onToggle={card.onToggle}
                  onApply={card.onApply}
                  onPrepareApply={card.onPrepareApply}
                  saved={card.savedIds.has(job.id)}
                  closed={card.closedIds?.has(job.id) === true}
                  onToggleSave={card.onToggleSave}
                  describedBy={card.describedBy}
                />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
    </>
  )
})
