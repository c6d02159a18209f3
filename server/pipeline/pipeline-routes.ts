import { Hono } from 'hono'
import { z } from 'zod'
import { noteMessages, noteRule, noteSchema } from '../../src/contracts/notes.ts'
import { applicationStages, pipelineCardSchema, type Pipeline } from '../../src/contracts/pipeline.ts'
import { checkField } from '../../src/contracts/text.ts'
import { queryOne, queryRows, type Db, type Queryable } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { pathId } from '../http/path-id.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import { recordAudit } from '../console/audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console/console-auth-routes.ts'
import { consoleListLimit, isoTime } from '../console/console-sql.ts'
import { emailUndeliveredSql } from '../delivery/undelivered-sql.ts'
import { pipelineJob } from './pipeline-job.ts'
import { stageHistory } from './stage-moves.ts'

const exists = async (db: Queryable, id: number) =>
  (await queryOne(db, z.object({ id: z.number() }), 'SELECT id FROM job_applications WHERE id = $1', [id])) !== null

const noteColumns = (staffParam: string) =>
  `id, author_email, body, ${isoTime('created_at')} AS created_at, coalesce(staff_id = ${staffParam}, false) AS mine`

/**
 * A job's pipeline, an application's stage history and its notes (issue 43 items 3–4): recruiters and
 * administrators, as the Applications screen (finance gets 403 from each).
 */
export function pipelineRoutes(db: Db): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/pipeline/*', requireStaff(db, 'applications'))
  app.use('/console/applications/*', requireStaff(db, 'applications'))

  app.get('/console/pipeline/:job', async (c) => {
    const job = await pipelineJob(db, c.req.param('job'))
    if (job === null) return problem(c, 404, requestMessages.notFound)
    const counted = await queryRows(
      db,
      z.object({ stage: z.string(), count: z.coerce.number().int() }),
      'SELECT stage, count(*) AS count FROM job_applications WHERE job_id = $1 GROUP BY stage',
      [job.id],
    )
    const cards = await queryRows(
      db,
      pipelineCardSchema,
      `SELECT id, full_name, stage, ${isoTime('created_at')} AS created_at,
              ${emailUndeliveredSql('job_applications.id')} AS email_undelivered
         FROM job_applications
        WHERE job_id = $1 ORDER BY created_at, id LIMIT $2`,
      [job.id, consoleListLimit],
    )
    const counts = applicationStages.map((stage) => ({
      stage,
      count: counted.find((row) => row.stage === stage)?.count ?? 0,
    }))
    return c.json({ job, counts, cards } satisfies Pipeline)
  })

  app.get('/console/applications/:id/history', async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null || !(await exists(db, id))) return problem(c, 404, requestMessages.notFound)
    return c.json({ results: await stageHistory(db, id) })
  })

  app.get('/console/applications/:id/notes', async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null || !(await exists(db, id))) return problem(c, 404, requestMessages.notFound)
    const results = await queryRows(
      db,
      noteSchema,
      `SELECT ${noteColumns('$2')} FROM application_notes WHERE application_id = $1 ORDER BY created_at, id`,
      [id, c.get('staff').staffId],
    )
    return c.json({ results })
  })

  app.post('/console/applications/:id/notes', jsonBodyLimit(), async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const sent = await readJson(c)
    const checked = checkField(
      noteRule,
      typeof sent === 'object' && sent !== null && 'body' in sent ? sent.body : undefined,
    )
    if (!checked.ok) return c.json({ errors: { body: checked.message } }, 400)
    const staff = c.get('staff')
    const note = await db.transaction(async (tx) => {
      if (!(await exists(tx, id))) return null
      const added = await queryOne(
        tx,
        noteSchema,
        `INSERT INTO application_notes (application_id, staff_id, author_email, body) VALUES ($1, $2, $3, $4)
         RETURNING ${noteColumns('$2')}`,
        [id, staff.staffId, staff.email, checked.value],
      )
      // The audit names the application, never the note's text (personal data).
      await recordAudit(tx, staff, { action: 'note.added', subject: `Application ${id}` })
      return added
    })
    return note === null ? problem(c, 404, requestMessages.notFound) : c.json(note, 201)
  })

  app.delete('/console/applications/:id/notes/:note', async (c) => {
    const id = pathId(c.req.param('id'))
    const noteId = pathId(c.req.param('note'))
    if (id === null || noteId === null) return problem(c, 404, requestMessages.notFound)
    const staff = c.get('staff')
    const outcome = await db.transaction(async (tx) => {
      const note = await queryOne(
        tx,
        z.object({ staff_id: z.number().int().nullable() }),
        'SELECT staff_id FROM application_notes WHERE id = $1 AND application_id = $2 FOR UPDATE',
        [noteId, id],
      )
      if (note === null) return 'missing'
      if (note.staff_id !== staff.staffId) return 'not yours'
      await tx.query('DELETE FROM application_notes WHERE id = $1', [noteId])
      await recordAudit(tx, staff, { action: 'note.deleted', subject: `Application ${id}` })
      return 'deleted'
    })
    if (outcome === 'missing') return problem(c, 404, requestMessages.notFound)
    if (outcome === 'not yours') return problem(c, 403, noteMessages.notYours)
    return c.body(null, 204)
  })
  return app
}
