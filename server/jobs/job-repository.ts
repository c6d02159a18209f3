import { z } from '../../src/lib/schema.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { jobSchema, jobSelectList, type Job } from './job-schema.ts'

export function listJobs(db: Queryable): Promise<Job[]> {
  return queryRows(db, jobSchema, `SELECT ${jobSelectList} FROM jobs ORDER BY date_posted DESC, id DESC`)
}

export async function jobExists(db: Queryable, id: number): Promise<boolean> {
  const row = await queryOne(db, z.pick(jobSchema, { id: true }), 'SELECT id FROM jobs WHERE id = $1', [id])
  return row !== null
}
