import { Hono } from 'hono'
import { applicantMessages, applicantRequestSchema } from '../../src/contracts/applicant.ts'
import type { Db } from '../db/db.ts'
import { readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { applicationOfToken } from '../applicant/applicant-store.ts'
import { invitationCalendar, type Organizer } from './invitation.ts'
import { invitee, upcomingInterview } from './interview-store.ts'

/**
 * POST /api/my-application/interview/ `{ token }`: the upcoming interview as an `.ics` file for the
 * applicant's calendar (the same UID and SEQUENCE as the e-mailed invitation). As every route of the
 * applicant's page: the token in the body, never kept by a cache (record 050).
 */
export function applicantInterviewRoutes(db: Db, organizer: Organizer): Hono {
  const app = new Hono()
  app.post('/my-application/interview/', async (c) => {
    c.header('Cache-Control', 'no-store')
    const body = applicantRequestSchema.safeParse(await readJson(c))
    if (!body.success) return problem(c, 400, 'This link is not complete: copy the whole address from the e-mail.')
    const id = await applicationOfToken(db, body.data.token)
    const interview = id === null ? null : await upcomingInterview(db, id)
    const who = id === null ? null : await invitee(db, id)
    if (interview === null || who === null) return problem(c, 404, applicantMessages.noInterview)
    const calendar = invitationCalendar(
      {
        uid: interview.uid,
        sequence: interview.sequence,
        startsAt: new Date(interview.starts_at),
        minutes: interview.minutes,
        place: interview.place,
        jobName: who.job_name,
        applicant: { name: who.full_name, email: who.email },
        interviewers: interview.interviewers,
        organizer,
      },
      'PUBLISH',
    )
    return c.body(calendar, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="interview.ics"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })
  return app
}
