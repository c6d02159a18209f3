import { type FormEvent, useState } from 'react'
import fieldStyles from '../../../components/forms/form-field.module.css'
import styles from '../console.module.css'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { useConsoleData } from '../use-console-data'
import { ApplicationCard } from './application-card'
import { StageOptions, stageNamed } from './status-options'
import { type ApplicationFilters, fetchApplications, fetchJobChoices } from './applications-api'

/** Applications, newest first, narrowed by job, stage and a name or e-mail. */
export function ApplicationsScreen() {
  const [filters, setFilters] = useState<ApplicationFilters>({ job: '', stage: '', q: '' })
  const [typed, setTyped] = useState('')
  const applications = useConsoleData((signal) => fetchApplications(filters, signal), JSON.stringify(filters))
  const jobs = useConsoleData(fetchJobChoices, 'jobs')
  const { element: notice, announce } = useNotice()

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFilters((current) => ({ ...current, q: typed }))
  }

  return (
    <>
      <h1 tabIndex={-1}>Applications</h1>
      <search aria-label="Applications">
        <form className={styles.toolbar} onSubmit={search}>
          <div className={fieldStyles.field}>
            <label htmlFor="filter-job">Filter by job</label>
            <select
              id="filter-job"
              value={filters.job}
              onChange={(event) => setFilters((current) => ({ ...current, job: event.target.value }))}
            >
              <option value="">All jobs</option>
              {jobs.state.kind === 'ready' &&
                jobs.state.data.map((job) => (
                  <option key={job.id} value={String(job.id)}>
                    {job.open ? job.job_name : `${job.job_name} (closed)`}
                  </option>
                ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="filter-stage">Filter by stage</label>
            <select
              id="filter-stage"
              value={filters.stage}
              onChange={(event) => {
                const stage = stageNamed(event.target.value) ?? ''
                setFilters((current) => ({ ...current, stage }))
              }}
            >
              <option value="">Any stage</option>
              <StageOptions all />
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="filter-q">Name or email</label>
            <input id="filter-q" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
          <button type="submit" className={styles.button}>
            Search
          </button>
        </form>
      </search>
      {notice}
      <LoadState state={applications.state} reload={applications.reload} what="applications">
        {(list) => (
          <>
            <p className={styles.meta} role="status">
              {list.length === 1 ? '1 application' : `${list.length} applications`}
            </p>
            <ul className={styles.list}>
              {list.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  announce={announce}
                  onChanged={(changed) =>
                    applications.update((items) => items.map((item) => (item.id === changed.id ? changed : item)))
                  }
                  onDeleted={(id) => applications.update((items) => items.filter((item) => item.id !== id))}
                />
              ))}
            </ul>
          </>
        )}
      </LoadState>
    </>
  )
}
