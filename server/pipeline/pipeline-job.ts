import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import { pathId } from '../http/path-id.ts'

const pipelineJobRow = z.object({ id: z.number().int(), job_name: z.string(), open: z.boolean() })

/** The job a pipeline address names (`/console/pipeline/:job…`), or null for a bad or unknown number. */
export async function pipelineJob(db: Queryable, param: string) {
  const jobId = pathId(param)
  if (jobId === null) return null
  return queryOne(db, pipelineJobRow, 'SELECT id, job_name, closed_at IS NULL AS open FROM jobs WHERE id = $1', [jobId])
}
