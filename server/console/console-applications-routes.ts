import { Hono } from 'hono'
import { z } from 'zod'
import {
  consoleApplicationSchema,
  type ConsoleApplication,
  isStatusEmailStatus,
  statusEmailMessages,
  statusEmailRule,
} from '../../src/contracts/console.ts'
import { checkField, hasForbiddenCharacters } from '../../src/contracts/text.ts'
import { applicationStages, pipelineMessages, staffStages } from '../../src/contracts/pipeline.ts'
import { moveStage } from '../pipeline/stage-moves.ts'
import { statusEmailTemplates } from '../../src/content/status-emails.ts'
import { mailLessOutbox, type Outbox } from '../delivery/outbox.ts'
import { queryOne, queryRows, type Db, type Queryable, type SqlValue } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { attachment } from '../http/attachment.ts'
import { errorKind, writeLog, type Log } from '../log.ts'
import { requestMessages } from '../messages.ts'
import { checkedCvKey, type CvStorage } from '../storage/cv-storage.ts'
import { retentionDefaults } from '../../src/site/retention.ts'
import { recordAudit } from './audit-log.ts'
import type { ConsoleVariables } from './console-auth-routes.ts'
import { requireStaff } from './console-auth-routes.ts'
import { deleteApplication } from '../applications/delete-application.ts'
import { requireRecentSecondStep } from './recent-second-step.ts'
import { consoleListLimit, isoTime } from './console-sql.ts'
import { emailUndeliveredSql } from '../delivery/undelivered-sql.ts'
import { pathId } from '../http/path-id.ts'
import { applicationDeletesAtSql } from '../privacy/retention-sweep.ts'
import type { RetentionPeriods } from '../../src/site/retention.ts'

/**
 * The columns the console shows; `deletes_at` is when the retention sweep deletes it (null while the job
 * is open); `email_undelivered`: an e-mail to the applicant about it failed (issue 60 item 6).
 */
const columnsFor = (retention: RetentionPeriods) => `a.id, a.job_id, j.job_name, a.full_name, a.email, a.phone,
  a.comments, a.stage, a.resume_name, a.resume_size, ${isoTime('a.created_at')} AS created_at, a.talent_pool, a.source,
  ${isoTime(applicationDeletesAtSql(retention))} AS deletes_at,
  ${emailUndeliveredSql('a.id')} AS email_undelivered`
const fromJoined = 'FROM job_applications a JOIN jobs j ON j.id = a.job_id'

const filtersSchema = z.object({
  job: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional(),
  stage: z.enum(applicationStages).optional(),
  q: z
    .string()
    .max(200)
    .refine((value) => !hasForbiddenCharacters(value, false))
    .optional(),
})

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

function findApplication(db: Queryable, columns: string, id: number): Promise<ConsoleApplication | null> {
  return queryOne(db, consoleApplicationSchema, `SELECT ${columns} ${fromJoined} WHERE a.id = $1`, [id])
}

/** The console's applications: list with filters, the CV download, stage moves and deletion. */
export function consoleApplicationsRoutes(
  db: Db,
  storage: CvStorage,
  log: Log = writeLog,
  retention: RetentionPeriods = retentionDefaults,
  outbox: Outbox = mailLessOutbox,
): Hono<{ Variables: ConsoleVariables }> {
  const columns = columnsFor(retention)
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/applications/*', requireStaff(db, 'applications'))

  app.get('/console/applications/', async (c) => {
    const filters = filtersSchema.safeParse(c.req.query())
    if (!filters.success) return problem(c, 400, 'Unknown job or stage filter, or a search the console cannot run.')
    const { job, stage, q } = filters.data
    const conditions: string[] = []
    const params: SqlValue[] = []
    if (job !== undefined) {
      params.push(job)
      conditions.push(`a.job_id = $${params.length}`)
    }
    if (stage !== undefined) {
      params.push(stage)
      conditions.push(`a.stage = $${params.length}`)
    }
    if (q !== undefined && q.trim() !== '') {
      params.push(likePattern(q.trim()))
      conditions.push(
        `(a.full_name ILIKE $${params.length} ESCAPE '\\' OR a.email ILIKE $${params.length} ESCAPE '\\')`,
      )
    }
    params.push(consoleListLimit)
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
    const results = await queryRows(
      db,
      consoleApplicationSchema,
      `SELECT ${columns} ${fromJoined} ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length}`,
      params,
    )
    return c.json({ results })
  })

  app.get('/console/applications/:id/cv', async (c) => {
    const id = pathId(c.req.param('id'))
    const row =
      id === null
        ? null
        : await queryOne(
            db,
            z.object({ resume_key: z.string(), resume_name: z.string(), resume_type: z.string() }),
            'SELECT resume_key, resume_name, resume_type FROM job_applications WHERE id = $1',
            [id],
          )
    if (row === null) return problem(c, 404, requestMessages.notFound)
    let bytes: Uint8Array
    try {
      bytes = await storage.read(checkedCvKey(row.resume_key))
    } catch (error) {
      log('error', 'CV could not be read', { route: 'console cv', ...errorKind(error) })
      return problem(c, 404, requestMessages.notFound)
    }
    await recordAudit(db, c.get('staff'), { action: 'application.cv-downloaded', subject: `Application ${id}` })
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.resume_type,
      'Content-Disposition': attachment(row.resume_name),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
  })

  app.patch('/console/applications/:id', jsonBodyLimit(), async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const change = z
      .object({ stage: z.enum(staffStages), email_text: z.unknown().optional() })
      .safeParse(await readJson(c))
    if (!change.success) return c.json({ errors: { stage: pipelineMessages.unknownStage } }, 400)
    const { stage, email_text: emailText } = change.data
    const refuseEmail = (message: string) => c.json({ errors: { email_text: message } }, 400)
    let text: string | null = null
    if (emailText !== undefined) {
      if (!isStatusEmailStatus(stage)) return refuseEmail(statusEmailMessages.notForStatus)
      if (!outbox.mail) return refuseEmail(statusEmailMessages.unavailable)
      const checked = checkField(statusEmailRule, emailText)
      if (!checked.ok) return refuseEmail(checked.message)
      text = checked.value
    }
    const staff = c.get('staff')
    const updated = await db.transaction(async (tx) => {
      // Locked here, so a withdrawal cannot land between this check and the move.
      const current = await queryOne(
        tx,
        z.object({ stage: z.string() }),
        'SELECT stage FROM job_applications WHERE id = $1 FOR UPDATE',
        [id],
      )
      if (current === null) return null
      if (current.stage === 'withdrawn') return 'withdrawn' as const
      // The move is kept in the application's history (record 066).
      const move = await moveStage(tx, id, stage, staff)
      if (move === null) return null
      // An e-mail announces a change: none was made, so none is sent, and the console says so.
      if (!move.moved && text !== null) return 'unchanged' as const
      // Only a real change is announced: a repeated PATCH (a double click, a replay) sends no second e-mail.
      if (move.moved) {
        if (text !== null && isStatusEmailStatus(stage)) {
          // The e-mail is recorded with the change it announces and sent by the delivery worker, with
          // retries through a mail server's outage (record 059). The address is neither logged nor audited.
          const to = await queryOne(
            tx,
            z.object({ email: z.string(), job_name: z.string() }),
            `SELECT a.email, j.job_name ${fromJoined} WHERE a.id = $1`,
            [id],
          )
          if (to !== null) {
            const mail = { to: to.email, subject: statusEmailTemplates[stage].subject(to.job_name), text }
            await outbox.add(tx, 'status e-mail', { channel: 'mail', mail }, { applicationId: id })
          }
        }
        await recordAudit(tx, staff, {
          action: 'application.stage',
          subject: `Application ${id}`,
          detail: `${move.from} → ${stage}${text === null ? '' : ', e-mail queued'}`,
        })
      }
      return findApplication(tx, columns, id)
    })
    if (updated === null) return problem(c, 404, requestMessages.notFound)
    if (updated === 'withdrawn') return c.json({ errors: { stage: pipelineMessages.withdrawn } }, 409)
    if (updated === 'unchanged') return c.json({ errors: { email_text: statusEmailMessages.alreadyThere } }, 409)
    if (text !== null) outbox.wake()
    return c.json(updated)
  })

  app.delete('/console/applications/:id', async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const staff = c.get('staff')
    const deleted = await deleteApplication(db, storage, id, {
      log,
      route: 'console delete',
      audit: (tx) => recordAudit(tx, staff, { action: 'application.deleted', subject: `Application ${id}` }),
    })
    return deleted ? c.body(null, 204) : problem(c, 404, requestMessages.notFound)
  })
  return app
}
