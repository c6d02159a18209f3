import { ClientOnly } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useOnlineStatus } from '../../lib/use-online-status'
import { settings } from '../../site/settings'
import { pages } from '../../site/site-map'
import { type ApplyDialogHandle, ApplyDialogHost } from './apply-dialog-host'
import { JobAlertForm, loadJobAlertForm, prepareApply, SharedCvBanner } from './careers-lazy-parts'
import styles from './careers-page.module.css'
import { ConnectionNotice } from './connection-notice'
import type { InitialJobs } from './initial-jobs'
import { filterJobs, locationOptions } from './job-filter'
import { JobFilters } from './job-filters'
import { countId, JobList } from './job-list'
import { JobFeedLinks } from './job-feed-links'
import { JobPostingJsonLd } from './job-posting-json-ld'
import type { Job } from './job-schema'
import { useCareersSearch } from './use-careers-search'
import { useDocumentTitle } from './use-document-title'
import { retryButtonId } from './jobs-unavailable'
import { useJobs } from './use-jobs'
import { useListSearch } from './use-list-search'
import { useSavedJobs } from './use-saved-jobs'
import {
  closedSavedJobIds,
  keepBadgeCurrent,
  markClosedSeen,
  readSeenClosed,
  showAppBadge,
  unseenCount,
} from './closed-saved-jobs'
import { useAlertOpened } from './use-alert-opened'
import { useSharedCv } from './use-shared-cv'
import { afterNextPaint } from '../../lib/after-paint'
import { useShareLinkArrival } from './use-share-link-arrival'

const offlineNoteId = 'careers-offline-note'
const alertFormId = 'careers-job-alert'

function findJob(id: number | undefined, ...lists: ReadonlyArray<readonly Job[]>): Job | undefined {
  if (id === undefined) return undefined
  for (const list of lists) {
    const job = list.find((item) => item.id === id)
    if (job) return job
  }
  return undefined
}

/**
 * The Current Job Openings page: search, the list, sharing, saving and applying. `initialJobs`: the
 * openings the server rendered the page with.
 */
export function CareersPage({ initialJobs }: { initialJobs?: InitialJobs }) {
  const { search, update, openApply, closeApply } = useCareersSearch()
  const [serverRendered] = useState(initialJobs !== undefined)
  const { state, retry } = useJobs(initialJobs)
  const online = useOnlineStatus()
  const { saved, loaded: savedLoaded, toggle } = useSavedJobs()
  const sharedCv = useSharedCv()
  const sharedResume = sharedCv.shared?.status === 'ready' ? sharedCv.shared.file : undefined
  const [expandedId, setExpandedId] = useState<number | undefined>(search.job)
  const applyDialog = useRef<ApplyDialogHandle>(null)

  const ready = state.status === 'ready'
  // Failed counts as settled: the jobs saved on this device can still be shown and applied for.
  const settled = state.status !== 'loading'
  const jobs = ready ? state.jobs : []
  const savedIds = useMemo(() => new Set(saved.map((job) => job.id)), [saved])
  // Only a list fresh from the server says which saved jobs closed (a saved copy may be days old).
  const live = ready && state.savedAt === undefined
  const closedIds = useMemo(
    () => (live && savedLoaded ? closedSavedJobIds(saved, jobs) : []),
    [live, savedLoaded, saved, jobs],
  )
  const closedKey = closedIds.join(',')
  const { q: listQ, location: listLocation, saved: listSaved } = useListSearch(search)
  // Saved jobs show their latest data when the list has it, their stored copy otherwise (offline).
  // Memoised with the list and the filters (both memo): a tap that opens the dialog or a card, or a
  // keystroke before the URL follows, re-renders neither 200 cards nor the location options (record 075).
  const pool = useMemo(
    () => (listSaved ? saved.map((job) => findJob(job.id, jobs) ?? job) : jobs),
    [listSaved, saved, jobs],
  )
  const visible = useMemo(() => filterJobs(pool, { q: listQ, location: listLocation }), [pool, listQ, listLocation])
  const locations = useMemo(() => locationOptions([...jobs, ...saved], search.location), [jobs, saved, search.location])
  const sharedJob = settled ? findJob(search.job, jobs, saved) : undefined
  const applyJob = settled ? findJob(search.apply, jobs, saved) : undefined
  const retried = useRef(false)
  const [alertOpen, setAlertOpen] = useState(false)
  const alertButton = useRef<HTMLButtonElement>(null)
  useAlertOpened()
  useShareLinkArrival(search.job)

  function closeAlert() {
    setAlertOpen(false)
    alertButton.current?.focus()
  }

  // The installed app's badge: saved jobs that closed and the visitor has not yet seen marked so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closedKey stands for closedIds
  useEffect(() => {
    if (!live || !savedLoaded) return
    let active = true
    void readSeenClosed().then((seen) => {
      if (!active) return
      if (search.saved) {
        void markClosedSeen(closedIds)
        showAppBadge(0)
      } else showAppBadge(unseenCount(closedIds, seen))
      if (saved.length > 0) void keepBadgeCurrent()
    })
    return () => {
      active = false
    }
  }, [live, savedLoaded, closedKey, search.saved])

  useDocumentTitle(sharedJob ? `${sharedJob.job_name} | ${settings.companyName}` : undefined)

  // A shared link opens its job and brings it into view once the list is there.
  useEffect(() => {
    if (!ready || search.job === undefined) return
    setExpandedId(search.job)
    const frame = requestAnimationFrame(() => {
      document.getElementById(`job-${search.job}`)?.scrollIntoView({ block: 'start' })
    })
    return () => cancelAnimationFrame(frame)
  }, [ready, search.job])

  // A dialog link for a job that is gone just shows the list.
  useEffect(() => {
    if (ready && search.apply !== undefined && applyJob === undefined) update({ apply: undefined }, { replace: true })
  }, [ready, search.apply, applyJob, update])

  // After 'Try again', focus goes to what came of it: the new count, or the button once more.
  useEffect(() => {
    if (!settled || !retried.current) return
    retried.current = false
    document.getElementById(ready ? countId : retryButtonId)?.focus()
  }, [settled, ready])

  const tryAgain = useCallback(() => {
    retried.current = true
    retry()
  }, [retry])
  const clearFilters = useCallback(
    () => update({ q: undefined, location: undefined, saved: undefined }, { replace: true }),
    [update],
  )
  const showSaved = useCallback(() => update({ saved: true, q: undefined, location: undefined }), [update])

  function discardSharedCv() {
    sharedCv.forget()
    // The button goes with the banner: focus moves on to the list's count, not to the page's top.
    document.getElementById(countId)?.focus()
  }

  // Stable, so the memoised cards re-render only when their own job, marks or state change.
  const apply = useCallback(
    (job: Job) => {
      // The dialog opens in this tap's own render (its own, not the page's: record 091); the URL's
      // `?apply=` (a history entry, so Back closes it, and the router's render of the page) follows
      // after that frame is painted (record 070).
      applyDialog.current?.show(job)
      afterNextPaint(() => openApply(job.id))
    },
    [openApply],
  )
  const toggleExpanded = useCallback((id: number) => setExpandedId((current) => (current === id ? undefined : id)), [])
  const closedInView = useMemo(() => (listSaved ? new Set(closedIds) : undefined), [listSaved, closedIds])

  return (
    <section className={styles.page} aria-labelledby="careers-title">
      <h1 id="careers-title">{pages.jobOpenings.title}</h1>
      <p className={styles.lead}>
        Roles at {settings.companyName} and our clients. Share a job with a friend, save the ones you like, and apply
        with your CV in a couple of minutes.
      </p>

      <ConnectionNotice
        id={offlineNoteId}
        online={online}
        savedAt={ready ? state.savedAt : undefined}
        onRetry={tryAgain}
      />
      {sharedCv.shared && (
        <Suspense fallback={null}>
          <SharedCvBanner shared={sharedCv.shared} onDiscard={discardSharedCv} />
        </Suspense>
      )}
      {ready && search.job !== undefined && sharedJob === undefined && (
        <p className={styles.notice} role="status">
          This job is no longer open. Here are our current openings.
        </p>
      )}
      {sharedJob && (
        // The server writes the job's JobPosting into the head; the app's own joins after hydration.
        <ClientOnly>
          <JobPostingJsonLd job={sharedJob} />
        </ClientOnly>
      )}

      {state.status === 'loading' || (search.saved && !savedLoaded) ? (
        <div className={styles.loading} role="status" aria-label="Loading job openings">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">Loading job openings</span>
        </div>
      ) : (
        <>
          <JobFilters search={search} onChange={update} locations={locations} savedCount={saved.length} />
          <button
            ref={alertButton}
            type="button"
            className={styles.alertToggle}
            data-print="omit"
            aria-expanded={alertOpen}
            aria-controls={alertOpen ? alertFormId : undefined}
            onClick={() => (alertOpen ? closeAlert() : setAlertOpen(true))}
            onPointerEnter={() => void loadJobAlertForm().catch(() => undefined)}
            onFocus={() => void loadJobAlertForm().catch(() => undefined)}
          >
            Get new openings by e-mail
          </button>
          {alertOpen && (
            <Suspense fallback={null}>
              <JobAlertForm id={alertFormId} search={search} onClose={closeAlert} />
            </Suspense>
          )}
          <JobList
            jobs={visible}
            total={pool.length}
            filtered={listQ !== undefined || listLocation !== undefined}
            savedView={listSaved}
            expandedId={expandedId}
            onToggle={toggleExpanded}
            onApply={apply}
            onPrepareApply={prepareApply}
            savedIds={savedIds}
            closedIds={closedInView}
            onToggleSave={toggle}
            describedBy={online ? undefined : offlineNoteId}
            onClearFilters={clearFilters}
            savedCount={saved.length}
            onShowSaved={showSaved}
            onRetry={state.status === 'failed' ? tryAgain : undefined}
            serverRendered={serverRendered}
          />
        </>
      )}

      <ApplyDialogHost
        ref={applyDialog}
        job={applyJob}
        requested={search.apply !== undefined}
        online={online}
        onClose={closeApply}
        sharedResume={sharedResume}
        onSent={sharedCv.shared ? sharedCv.forget : undefined}
      />
      <JobFeedLinks />
    </section>
  )
}
