import { z } from 'zod'
import { queryOne, type Db, type Queryable } from './db.ts'
import { jobColumns } from '../jobs/job-schema.ts'
import { seedJobs } from '../jobs/seed-jobs.ts'
import { seedPlans } from '../plans/seed-plans.ts'

const countSchema = z.object({ n: z.number().int() })
const seedLockKey = 4_242_002

async function count(tx: Queryable, table: 'jobs' | 'plans'): Promise<number> {
  const row = await queryOne(tx, countSchema, `SELECT count(*)::int AS n FROM ${table}`)
  return row?.n ?? 0
}

/** Fills empty jobs and plans tables with the starter data; a no-op once they hold anything. */
export async function seed(db: Db): Promise<{ jobs: number; plans: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey])
    let jobs = 0
    let plans = 0
    if ((await count(tx, 'jobs')) === 0) {
      const columns = [...jobColumns.filter((column) => column !== 'id'), 'date_posted'] as const
      const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ')
      for (const job of seedJobs) {
        await tx.query(
          `INSERT INTO jobs (${columns.join(', ')}) VALUES (${placeholders})`,
          columns.map((column) => job[column]),
        )
        jobs += 1
      }
    }
    if ((await count(tx, 'plans')) === 0) {
      for (const plan of seedPlans) {
        await tx.query(
          'INSERT INTO plans (name, max_users, max_tasks, max_storage_gb, price, billing) VALUES ($1, $2, $3, $4, $5, $6)',
          [plan.name, plan.max_users, plan.max_tasks, plan.max_storage_gb, plan.price, plan.billing],
        )
        plans += 1
      }
    }
    return { jobs, plans }
  })
}
