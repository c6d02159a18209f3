import { z } from '../../src/lib/schema.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { jobSchema, jobSelectList, type Job } from './job-schema.ts'

/** The open jobs, as the public list shows them: a closed job is kept only for its applications. */
export function listJobs(db: Queryable): Promise<Job[]> {
  return queryRows(
    db,
    jobSchema,
    `SELECT ${jobSelectList} FROM jobs WHERE closed_at IS NULL ORDER BY date_posted DESC, id DESC`,
  )
}

/** Whether a visitor can apply: the job exists and is open. */
export async function jobExists(db: Queryable, id: number): Promise<boolean> {
  const row = await queryOne(
    db,
    z.pick(jobSchema, { id: true }),
    'SELECT id FROM jobs WHERE id = $1 AND closed_at IS NULL',
    [id],
  )
  return row !== null
}
