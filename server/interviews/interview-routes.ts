import { randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { checkInterviewInput, interviewMessages } from '../../src/contracts/interviews.ts'
import { queryRows, type Db, type Queryable } from '../db/db.ts'
import { mailLessOutbox, type Outbox } from '../delivery/outbox.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { pathId } from '../http/path-id.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import { recordAudit } from '../console/audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console/console-auth-routes.ts'
import {
  interviewById,
  interviewerEmails,
  listInterviewers,
  interviewsOf,
  invitee,
  type InterviewRow,
  shownInConsole,
} from './interview-store.ts'
import { type InvitationChange, invitationMails, type Organizer } from './invitation.ts'

/**
 * 'Schedule interview', 'Reschedule' and 'Cancel interview' (issue 43 item 5, record 067): each change
 * is saved with its invitation e-mails in one transaction, for the delivery worker (record 059).
 */
export function interviewRoutes(
  db: Db,
  { outbox = mailLessOutbox, organizer }: { outbox?: Outbox; organizer: Organizer },
): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  for (const path of ['/console/interviewers', '/console/interviews/*', '/console/applications/*'])
    app.use(path, requireStaff(db, 'applications'))

  /** Queues the invitation for the applicant and each interviewer (or, with `only`, for those interviewers alone). */
  async function invite(tx: Queryable, row: InterviewRow, change: InvitationChange, only?: string[]): Promise<void> {
    const who = await invitee(tx, row.application_id)
    if (who === null) return
    const mails = invitationMails(
      {
        uid: row.uid,
        sequence: row.sequence,
        startsAt: new Date(row.starts_at),
        minutes: row.minutes,
        place: row.place,
        jobName: who.job_name,
        applicant: { name: who.full_name, email: who.email },
        interviewers: row.interviewers,
        organizer,
      },
      change,
    )
    for (const mail of mails) {
      if (only !== undefined && !only.includes(String(mail.to))) continue
      await outbox.add(tx, 'interview invitation', { channel: 'mail', mail })
    }
  }

  app.get('/console/interviewers', async (c) => {
    return c.json({ results: await listInterviewers(db) })
  })

  app.get('/console/applications/:id/interviews', async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null || (await invitee(db, id)) === null) return problem(c, 404, requestMessages.notFound)
    return c.json({ results: (await interviewsOf(db, id)).map(shownInConsole) })
  })

  app.post('/console/applications/:id/interviews', jsonBodyLimit(), async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const checked = checkInterviewInput(await readJson(c))
    if (!checked.ok) return c.json({ errors: checked.errors }, 400)
    const { startsAt, minutes, place, interviewers } = checked.data
    const staff = c.get('staff')
    const emails = await interviewerEmails(db, interviewers)
    if (emails === null) return c.json({ errors: { interviewers: interviewMessages.interviewers } }, 400)
    const domain = organizer.email.split('@')[1] ?? 'interviews.invalid'
    const row = await db.transaction(async (tx) => {
      if ((await invitee(tx, id)) === null) return null
      const inserted = await queryRows(
        tx,
        z.object({ id: z.number().int() }),
        `INSERT INTO interviews (application_id, uid, starts_at, minutes, place, interviewers, created_by)
         VALUES ($1, $2, $3::timestamptz, $4, $5, $6::jsonb, $7) RETURNING id`,
        [
          id,
          `interview-${randomUUID()}@${domain}`,
          startsAt.toISOString(),
          minutes,
          place,
          JSON.stringify(emails),
          staff.email,
        ],
      )
      const created = await interviewById(tx, inserted[0]?.id ?? 0)
      if (created === null) return null
      await invite(tx, created, 'scheduled')
      await recordAudit(tx, staff, { action: 'interview.scheduled', subject: `Application ${id}` })
      return created
    })
    if (row === null) return problem(c, 404, requestMessages.notFound)
    outbox.wake()
    return c.json(shownInConsole(row), 201)
  })

  app.put('/console/interviews/:id', jsonBodyLimit(), async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const checked = checkInterviewInput(await readJson(c))
    if (!checked.ok) return c.json({ errors: checked.errors }, 400)
    const { startsAt, minutes, place, interviewers } = checked.data
    const emails = await interviewerEmails(db, interviewers)
    if (emails === null) return c.json({ errors: { interviewers: interviewMessages.interviewers } }, 400)
    return change(c, id, 'rescheduled', async (tx) => {
      await tx.query(
        `UPDATE interviews SET starts_at = $2::timestamptz, minutes = $3, place = $4, interviewers = $5::jsonb,
                sequence = sequence + 1, updated_at = now() WHERE id = $1`,
        [id, startsAt.toISOString(), minutes, place, JSON.stringify(emails)],
      )
    })
  })

  app.post('/console/interviews/:id/cancel', async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    return change(c, id, 'cancelled', async (tx) => {
      await tx.query(
        'UPDATE interviews SET cancelled_at = now(), sequence = sequence + 1, updated_at = now() WHERE id = $1',
        [id],
      )
    })
  })

  /** A reschedule or a cancellation: the same UID, a higher SEQUENCE, sent to everyone invited. */
  async function change(
    c: Context<{ Variables: ConsoleVariables }>,
    id: number,
    what: 'rescheduled' | 'cancelled',
    update: (tx: Queryable) => Promise<void>,
  ): Promise<Response> {
    const staff = c.get('staff')
    const outcome = await db.transaction(async (tx) => {
      const before = await interviewById(tx, id, true)
      if (before === null) return null
      if (before.cancelled) return 'cancelled' as const
      await update(tx)
      const after = await interviewById(tx, id)
      if (after === null) return null
      await invite(tx, after, what)
      // An interviewer dropped in a reschedule gets the cancellation, so their calendar is put right.
      const dropped = before.interviewers.filter((email) => !after.interviewers.includes(email))
      if (dropped.length > 0) await invite(tx, { ...after, interviewers: dropped }, 'cancelled', dropped)
      await recordAudit(tx, staff, { action: `interview.${what}`, subject: `Application ${after.application_id}` })
      return after
    })
    if (outcome === null) return problem(c, 404, requestMessages.notFound)
    if (outcome === 'cancelled') return problem(c, 409, interviewMessages.cancelled)
    outbox.wake()
    return c.json(shownInConsole(outcome))
  }
  return app
}
