import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import type { ConsoleJob } from '../../../contracts/console'
import type { JobSources } from '../../../contracts/share-link'
import styles from '../console.module.css'
import tableStyles from '../lists/record-table.module.css'
import { LoadState } from '../parts/load-state'
import { useConsoleData } from '../use-console-data'
import { fetchJobSources } from './share-links-api'
import { ShareLinkCard } from './share-link-card'
import own from './share-links.module.css'

/**
 * A job's 'Sources' view: its applications per source ('Direct' without a link), then each share
 * link with who made it, when, its visits and applications, and 'Disable link'. Loaded when opened.
 */
export function SourcesDialog({ job }: { job: ConsoleJob }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.button} type="button">
        Sources
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.dialog} ${own.wide}`}>
          <Dialog.Title className={dialogStyles.title}>Sources: {job.job_name}</Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            Where this job’s applicants come from. Visits are counted per link and day, with no cookie and nothing about
            the visitor.
          </Dialog.Description>
          {open && <SourcesView jobId={job.id} />}
          <div className={`${styles.actions} ${own.footer}`}>
            <Dialog.Close className={styles.button} type="button">
              Close
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function SourcesView({ jobId }: { jobId: number }) {
  const sources = useConsoleData((signal) => fetchJobSources(jobId, signal), `sources ${jobId}`)
  const [notice, setNotice] = useState('')
  return (
    <LoadState state={sources.state} reload={sources.reload} what="sources">
      {(data: JobSources) => (
        <div className={own.body}>
          <section aria-labelledby={`sources-${jobId}-per-source`}>
            <h3 id={`sources-${jobId}-per-source`}>Applications per source</h3>
            {data.sources.length === 0 ? (
              <p className={styles.meta}>No applications yet.</p>
            ) : (
              <div className={tableStyles.tableWrap}>
                <table className={tableStyles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Source</th>
                      <th scope="col">Applications</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.sources.map((row) => (
                      <tr key={row.source}>
                        <td>{row.source}</td>
                        <td>{row.applications}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby={`sources-${jobId}-links`}>
            <h3 id={`sources-${jobId}-links`}>Share links</h3>
            <p className={styles.notice} role="status">
              {notice}
            </p>
            {data.links.length === 0 ? (
              <p className={styles.meta}>No share links yet: make one with ‘Share’.</p>
            ) : (
              <ul className={own.links}>
                {data.links.map((link) => (
                  <ShareLinkCard
                    key={link.id}
                    link={link}
                    announce={setNotice}
                    onChanged={(changed) =>
                      sources.update((current) => ({
                        ...current,
                        links: current.links.map((item) => (item.id === changed.id ? changed : item)),
                      }))
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </LoadState>
  )
}
