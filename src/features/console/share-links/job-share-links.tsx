import type { ConsoleJob } from '../../../contracts/console'
import { ShareDialog } from './share-dialog'
import { SourcesDialog } from './sources-dialog'

/** A job's 'Share' (open jobs only: a closed job's page only says it is closed) and 'Sources' buttons. */
export function JobShareLinks({ job }: { job: ConsoleJob }) {
  return (
    <>
      {job.open && <ShareDialog job={job} />}
      <SourcesDialog job={job} />
    </>
  )
}
