import { Hono } from 'hono'
import { mailLessOutbox, type Outbox } from '../delivery/outbox.ts'
import { z } from 'zod'
import { consoleJobSchema, type ConsoleJob } from '../../src/contracts/console.ts'
import { checkJobInput, type JobInput } from '../../src/contracts/console-jobs.ts'
import { jobTextFields } from '../../src/contracts/job.ts'
import { queryOne, queryRows, type Db, type Queryable } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { fieldErrors, problem } from '../http/problem.ts'
import type { PublicCaches } from '../http/public-caches.ts'
import { jobColumns } from '../jobs/job-schema.ts'
import { requestMessages } from '../messages.ts'
import { recordAudit } from './audit-log.ts'
import { type ConsoleVariables, requireStaff } from './console-auth-routes.ts'
import { pathId } from '../http/path-id.ts'
import { type IndexNow, noIndexNow } from '../job-feeds/indexnow.ts'

/** A job form holds up to 9 long texts; the site's 10 KB JSON limit is for visitors' forms. */
const jobBodyMaxBytes = 256 * 1024

const selectJob = `SELECT ${jobColumns.map((column) => `j.${column}`).join(', ')},
  to_char(j.date_posted, 'YYYY-MM-DD') AS date_posted, j.closed_at IS NULL AS open,
  (SELECT count(*) FROM job_applications a WHERE a.job_id = j.id)::int AS applications
  FROM jobs j`

function findJob(db: Queryable, id: number): Promise<ConsoleJob | null> {
  return queryOne(db, consoleJobSchema, `${selectJob} WHERE j.id = $1`, [id])
}

const jobValues = (job: JobInput) => [job.job_name, ...jobTextFields.map((field) => job[field])]
const subjectOf = (job: { id: number; job_name: string }) => `Job ${job.id}: ${job.job_name}`

/**
 * The console's jobs: every job with its state, create, edit, close and reopen. A job created or
 * reopened records its push alert in the outbox on the same transaction (record 059).
 */
export function consoleJobsRoutes(
  db: Db,
  caches: PublicCaches,
  outbox: Outbox = mailLessOutbox,
  search: IndexNow = noIndexNow,
): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/jobs/*', requireStaff(db, 'jobs'))

  app.get('/console/jobs/', async (c) => {
    const results = await queryRows(db, consoleJobSchema, `${selectJob} ORDER BY j.date_posted DESC, j.id DESC`)
    return c.json({ results })
  })

  app.post('/console/jobs/', jsonBodyLimit(jobBodyMaxBytes), async (c) => {
    const checked = checkJobInput(await readJson(c))
    if (!checked.ok) return fieldErrors(c, checked.errors)
    const columns = ['job_name', ...jobTextFields]
    const job = await db.transaction(async (tx) => {
      const row = await queryOne(
        tx,
        z.object({ id: z.number().int() }),
        `INSERT INTO jobs (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        jobValues(checked.data),
      )
      if (row === null) throw new Error('Insert returned no row')
      await recordAudit(tx, c.get('staff'), {
        action: 'job.created',
        subject: subjectOf({ id: row.id, ...checked.data }),
      })
      await outbox.add(tx, 'push alert', { channel: 'push', jobId: row.id })
      return findJob(tx, row.id)
    })
    caches.changed('jobs')
    if (job !== null) search.jobChanged(job.id)
    outbox.wake()
    return c.json(job, 201)
  })

  app.put('/console/jobs/:id', jsonBodyLimit(jobBodyMaxBytes), async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const checked = checkJobInput(await readJson(c))
    if (!checked.ok) return fieldErrors(c, checked.errors)
    const assignments = ['job_name', ...jobTextFields].map((column, index) => `${column} = $${index + 2}`)
    const job = await db.transaction(async (tx) => {
      const rows = await tx.query(`UPDATE jobs SET ${assignments.join(', ')} WHERE id = $1 RETURNING id`, [
        id,
        ...jobValues(checked.data),
      ])
      if (rows.length === 0) return null
      await recordAudit(tx, c.get('staff'), { action: 'job.updated', subject: subjectOf({ id, ...checked.data }) })
      return findJob(tx, id)
    })
    if (job === null) return problem(c, 404, requestMessages.notFound)
    caches.changed('jobs')
    search.jobChanged(id)
    return c.json(job)
  })

  for (const [action, open] of [
    ['close', false],
    ['reopen', true],
  ] as const) {
    app.post(`/console/jobs/:id/${action}`, async (c) => {
      const id = pathId(c.req.param('id'))
      if (id === null) return problem(c, 404, requestMessages.notFound)
      const outcome = await db.transaction(async (tx) => {
        const changed = await queryOne(
          tx,
          z.object({ job_name: z.string() }),
          open
            ? 'UPDATE jobs SET closed_at = NULL WHERE id = $1 AND closed_at IS NOT NULL RETURNING job_name'
            : 'UPDATE jobs SET closed_at = now() WHERE id = $1 AND closed_at IS NULL RETURNING job_name',
          [id],
        )
        // Closing a closed job (a double click) changes nothing and writes no audit entry.
        if (changed !== null) {
          await recordAudit(tx, c.get('staff'), {
            action: open ? 'job.reopened' : 'job.closed',
            subject: subjectOf({ id, job_name: changed.job_name }),
          })
          if (open) await outbox.add(tx, 'push alert', { channel: 'push', jobId: id })
        }
        return { job: await findJob(tx, id), changed: changed !== null }
      })
      if (outcome.job === null) return problem(c, 404, requestMessages.notFound)
      // A no-op (a double click) tells no cache, search engine or subscriber anything new.
      if (outcome.changed) {
        caches.changed('jobs')
        search.jobChanged(id)
        if (open) outbox.wake()
      }
      return c.json(outcome.job)
    })
  }
  return app
}
