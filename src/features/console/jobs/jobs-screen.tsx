import { useRef, useState } from 'react'
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

/** Every job, open and closed: publish a new one, edit, close and reopen. */
export function JobsScreen() {
  const jobs = useConsoleData(fetchConsoleJobs, 'jobs')
  const [editing, setEditing] = useState<ConsoleJob | 'new' | null>(null)
  const { element: notice, announce } = useNotice()
  const newButton = useRef<HTMLButtonElement>(null)
  const [pipelineOf, setPipelineOf] = useState<ConsoleJob | null>(null)

  function saved(job: ConsoleJob) {
    const isNew = editing === 'new'
    setEditing(null)
    jobs.update((list) => (isNew ? [job, ...list] : list.map((item) => (item.id === job.id ? job : item))))
    announce(isNew ? `${job.job_name} is published on the site.` : `Changes to ${job.job_name} are published.`)
    newButton.current?.focus()
  }

  if (pipelineOf !== null) return <PipelineView job={pipelineOf} onBack={() => setPipelineOf(null)} />
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
          <ul className={styles.list} aria-label="Jobs">
            {list.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                announce={announce}
                onEdit={() => setEditing(job)}
                onPipeline={() => setPipelineOf(job)}
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
