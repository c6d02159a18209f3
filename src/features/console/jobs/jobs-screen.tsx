import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ConsoleJob } from '../../../contracts/console'
import styles from '../console.module.css'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { useConsoleData } from '../use-console-data'
import { JobForm } from './job-form'
import { JobRow } from './job-row'
import { fetchConsoleJobs } from './jobs-api'
import { PipelineView } from '../pipeline/pipeline-view'
import { ShareLinksHelp } from '../share-links/share-links-help'
import { pipelineAddress, pipelineJobOf } from '../console-screens'

const route = getRouteApi('/console/$')

/** Every job, open and closed: publish a new one, edit, close and reopen. */
export function JobsScreen() {
  const jobs = useConsoleData(fetchConsoleJobs, 'jobs')
  const [editing, setEditing] = useState<ConsoleJob | 'new' | null>(null)
  const { element: notice, announce } = useNotice()
  const newButton = useRef<HTMLButtonElement>(null)
  const pipelineJob = pipelineJobOf(route.useParams()._splat)
  const jobList = useRef<HTMLUListElement>(null)
  const cameFrom = useRef<number | null>(null)
  // Back from a pipeline (its link or the browser's Back): the focus returns to that job's 'Pipeline'.
  useEffect(() => {
    if (pipelineJob !== null) cameFrom.current = pipelineJob
    else if (cameFrom.current !== null) {
      jobList.current?.querySelector<HTMLElement>(`a[href$="/${pipelineAddress(cameFrom.current)}"]`)?.focus()
      cameFrom.current = null
    }
  }, [pipelineJob])

  function saved(job: ConsoleJob) {
    const isNew = editing === 'new'
    setEditing(null)
    jobs.update((list) => (isNew ? [job, ...list] : list.map((item) => (item.id === job.id ? job : item))))
    announce(isNew ? `${job.job_name} is published on the site.` : `Changes to ${job.job_name} are published.`)
    newButton.current?.focus()
  }

  if (pipelineJob !== null) return <PipelineView key={pipelineJob} jobId={pipelineJob} />
  return (
    <>
      <h1 tabIndex={-1}>Jobs</h1>
      <ShareLinksHelp />
      <div className={styles.toolbar}>
        <button ref={newButton} type="button" className={styles.primary} onClick={() => setEditing('new')}>
          New job
        </button>
      </div>
      {notice}
      {editing !== null && (
        <JobForm
          key={editing === 'new' ? 'new' : editing.id}
          job={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => {
            setEditing(null)
            newButton.current?.focus()
          }}
        />
      )}
      <LoadState state={jobs.state} reload={jobs.reload} what="jobs">
        {(list) => (
          <ul ref={jobList} className={styles.list} aria-label="Jobs">
            {list.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                announce={announce}
                onEdit={() => setEditing(job)}
                onChanged={(changed) =>
                  jobs.update((items) => items.map((item) => (item.id === changed.id ? changed : item)))
                }
              />
            ))}
          </ul>
        )}
      </LoadState>
    </>
  )
}
