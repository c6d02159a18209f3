import { listOf } from '../../../contracts/console'
import { type Pipeline, pipelineSchema, type StageMove, stageMoveSchema } from '../../../contracts/pipeline'
import { saveFile } from '../../../lib/save-file'
import { consoleData, consoleDownload } from '../console-api'

/** A job's pipeline: each stage's count and the cards. */
export const fetchPipeline = (jobId: number, signal: AbortSignal): Promise<Pipeline> =>
  consoleData(`pipeline/${jobId}`, pipelineSchema, { signal })

/** An application's moves, oldest first. */
export async function fetchHistory(id: number, signal: AbortSignal): Promise<StageMove[]> {
  return (await consoleData(`applications/${id}/history`, listOf(stageMoveSchema), { signal })).results
}

/** 'Export CSV': the job's applications for a hiring manager (a fresh code, audited; record 066). */
export async function exportPipeline(jobId: number): Promise<void> {
  saveFile(await consoleDownload(`pipeline/${jobId}/export`, {}, `pipeline-job-${jobId}.csv`))
}
