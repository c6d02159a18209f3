import { useState } from 'react'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { useConsoleAction } from '../use-console-data'
import { exportPipeline } from './pipeline-api'

/**
 * 'Export CSV' on a job's pipeline: name, e-mail, phone, stage, source, applied date and last note per
 * application. Asks for a fresh code after 15 minutes, as the People export does.
 */
export function PipelineExportButton({
  jobId,
  announce,
}: {
  jobId: number
  announce: (message: string, isError?: boolean) => void
}) {
  const [busy, setBusy] = useState(false)
  const run = useConsoleAction()
  async function download() {
    setBusy(true)
    const outcome = await run(() => exportPipeline(jobId))
    setBusy(false)
    if (outcome.ok) announce('The pipeline was downloaded as a CSV file. It holds personal data: share it with care.')
    else announce(`The export could not be made. ${failureMessage(outcome.error)}`, true)
  }
  return (
    <button type="button" className={styles.button} onClick={download} disabled={busy}>
      Export CSV
    </button>
  )
}
