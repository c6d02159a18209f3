import { z } from 'zod'
import { type Interview, interviewerSchema, type UpcomingInterview } from '../../src/contracts/interviews.ts'
import { mayOpen, staffRoles, type StaffRole } from '../../src/contracts/console-access.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { isoTime } from '../console/console-sql.ts'

const interviewRow = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  uid: z.string(),
  sequence: z.number().int(),
  starts_at: z.string(),
  minutes: z.number().int(),
  place: z.string(),
  interviewers: z.string().transform((text) => z.array(z.string()).parse(JSON.parse(text))),
  cancelled: z.boolean(),
})
export type InterviewRow = z.infer<typeof interviewRow>

const columns = `id, application_id, uid, sequence, ${isoTime('starts_at')} AS starts_at, minutes, place,
  interviewers::text AS interviewers, cancelled_at IS NOT NULL AS cancelled`

export const shownInConsole = (row: InterviewRow): Interview => ({
  id: row.id,
  starts_at: row.starts_at,
  minutes: row.minutes,
  place: row.place,
  interviewers: row.interviewers,
  sequence: row.sequence,
  cancelled: row.cancelled,
})

export function interviewsOf(db: Queryable, applicationId: number): Promise<InterviewRow[]> {
  return queryRows(
    db,
    interviewRow,
    `SELECT ${columns} FROM interviews WHERE application_id = $1 ORDER BY starts_at, id`,
    [applicationId],
  )
}

/** One interview, locked for a change when `forUpdate`. */
export function interviewById(db: Queryable, id: number, forUpdate = false): Promise<InterviewRow | null> {
  return queryOne(
    db,
    interviewRow,
    `SELECT ${columns} FROM interviews WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  )
}

/** The next interview of an application that is not cancelled and has not ended: the applicant's page shows it. */
export async function upcomingInterview(db: Queryable, applicationId: number): Promise<InterviewRow | null> {
  return queryOne(
    db,
    interviewRow,
    `SELECT ${columns} FROM interviews
      WHERE application_id = $1 AND cancelled_at IS NULL AND starts_at + minutes * interval '1 minute' > now()
      ORDER BY starts_at, id LIMIT 1`,
    [applicationId],
  )
}

export const shownToApplicant = (row: InterviewRow): UpcomingInterview => ({
  starts_at: row.starts_at,
  minutes: row.minutes,
  place: row.place,
})

/** Who may sit on an interview panel: the staff whose role opens the pipeline (issue 59 item 5). */
export const interviewerRoles: readonly StaffRole[] = staffRoles.filter((role) => mayOpen(role, 'applications'))

/** The staff who may interview, by e-mail. */
export function listInterviewers(db: Queryable) {
  return queryRows(
    db,
    interviewerSchema,
    `SELECT id, email FROM staff WHERE role IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY lower(email)`,
    [JSON.stringify(interviewerRoles)],
  )
}

/** The interviewers' addresses, or null when one of them is unknown or may not see the pipeline. */
export async function interviewerEmails(db: Queryable, ids: readonly number[]): Promise<string[] | null> {
  if (ids.length === 0) return []
  const rows = await queryRows(
    db,
    z.object({ email: z.string() }),
    `SELECT email FROM staff WHERE id IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)
       AND role IN (SELECT jsonb_array_elements_text($2::jsonb)) ORDER BY lower(email)`,
    [JSON.stringify(ids), JSON.stringify(interviewerRoles)],
  )
  return rows.length === ids.length ? rows.map((row) => row.email) : null
}

/** Who the invitation is for and about: the applicant's name and address, the job's title. */
export function invitee(db: Queryable, applicationId: number) {
  return queryOne(
    db,
    z.object({ full_name: z.string(), email: z.string(), job_name: z.string() }),
    'SELECT a.full_name, a.email, j.job_name FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = $1',
    [applicationId],
  )
}
