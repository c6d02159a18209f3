import { z } from 'zod'
import { applicantControls, type MyApplication } from '../../src/contracts/applicant.ts'
import { applicationStages } from '../../src/contracts/pipeline.ts'
import type { RetentionPeriods } from '../../src/site/retention.ts'
import { queryOne, type Db, type Queryable } from '../db/db.ts'
import { recordApplicantAudit } from '../console/audit-log.ts'
import { isoTime } from '../console/console-sql.ts'
import type { Log } from '../log.ts'
import { applicationDeletesAtSql } from '../privacy/retention-sweep.ts'
import type { CvStorage } from '../storage/cv-storage.ts'
import { deleteApplication } from '../applications/delete-application.ts'
import { hashApplicantToken } from './applicant-tokens.ts'
import { moveStage } from '../pipeline/stage-moves.ts'
import { pipelineRecords } from '../pipeline/held-records.ts'
import { shownToApplicant, upcomingInterview } from '../interviews/interview-store.ts'

const fromJoined = 'FROM job_applications a JOIN jobs j ON j.id = a.job_id'

/** The application a token opens: null when the token is unknown, expired or its application deleted. */
export async function applicationOfToken(db: Queryable, token: string): Promise<number | null> {
  const row = await queryOne(
    db,
    z.object({ application_id: z.number().int() }),
    'SELECT application_id FROM applicant_tokens WHERE token_hash = $1 AND expires_at > now()',
    [hashApplicantToken(token)],
  )
  return row?.application_id ?? null
}

export async function myApplication(db: Queryable, id: number): Promise<MyApplication | null> {
  const found = await queryOne(
    db,
    z.object({
      id: z.number().int(),
      job_title: z.string(),
      sent_at: z.string(),
      stage: z.enum(applicationStages),
      resume_name: z.string(),
    }),
    `SELECT a.id, j.job_name AS job_title, ${isoTime('a.created_at')} AS sent_at, a.stage, a.resume_name
     ${fromJoined} WHERE a.id = $1`,
    [id],
  )
  if (found === null) return null
  const interview = await upcomingInterview(db, id)
  return { ...found, interview: interview === null ? null : shownToApplicant(interview) }
}

const heldSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  comments: z.string(),
  stage: z.string(),
  sent_at: z.string(),
  talent_pool: z.boolean(),
  notice_version: z.string().nullable(),
  source: z.string().nullable(),
  resume_name: z.string(),
  resume_type: z.string(),
  resume_size: z.number().int(),
  deletes_at: z.string().nullable(),
  links_expire_at: z.string().nullable(),
})

/** 'Download my data': every field the company holds about the application, and how to get the CV back. */
export async function heldData(db: Queryable, id: number, retention: RetentionPeriods) {
  const row = await queryOne(
    db,
    heldSchema,
    `SELECT a.id, a.job_id, j.job_name AS job_title, a.full_name, a.email, a.phone, a.comments, a.stage,
       ${isoTime('a.created_at')} AS sent_at, a.talent_pool, a.notice_version, a.source, a.resume_name,
       a.resume_type, a.resume_size, ${isoTime(applicationDeletesAtSql(retention))} AS deletes_at,
       (SELECT ${isoTime('max(t.expires_at)')} FROM applicant_tokens t WHERE t.application_id = a.id) AS links_expire_at
     ${fromJoined} WHERE a.id = $1`,
    [id],
  )
  if (row === null) return null
  return {
    ...(await heldPipeline(db, id)),
    application: {
      id: row.id,
      job: { id: row.job_id, title: row.job_title },
      full_name: row.full_name,
      email: row.email,
      phone: row.phone,
      comments: row.comments,
      stage: row.stage,
      sent_at: row.sent_at,
      talent_pool: row.talent_pool,
      privacy_notice_version: row.notice_version,
      // Where the job was shared, when a recruiter's link brought the applicant (record 065); null: 'Direct'.
      share_link_source: row.source,
    },
    cv: {
      file_name: row.resume_name,
      content_type: row.resume_type,
      size_bytes: row.resume_size,
      how_to_get_it: `On your application page, under "${applicantControls.cv}", press the file's name (${row.resume_name}); or POST {"token": "<your link’s token>"} to /api/my-application/cv/.`,
    },
    retention: {
      deleted_on: row.deletes_at,
      rule: 'Deleted with its CV when the retention period after the job closes ends (see /privacy); null while the job is open.',
    },
    private_link: {
      expires_at: row.links_expire_at,
      stored_as: 'a SHA-256 hash; the link itself is only in your e-mail',
    },
  }
}

/** Its stage history, the recruiters' notes and its interviews, each with what it means; staff named by role. */
async function heldPipeline(db: Queryable, id: number) {
  const records = await pipelineRecords(db, id, 'by role')
  return {
    stage_history: records.stage_history ?? [],
    recruiters_notes: records.notes ?? [],
    interviews: records.interviews ?? [],
  }
}

/** Moves the application to withdrawn (once), kept in its history and audited; staff see it in the console. */
export async function withdrawApplication(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const move = await moveStage(tx, id, 'withdrawn', 'the applicant')
    if (move === null || !move.moved) return
    await recordApplicantAudit(tx, {
      action: 'application.stage',
      subject: `Application ${id}`,
      detail: `${move.from} → withdrawn by the applicant`,
    })
  })
}

/** The applicant deletes their application (the row, its CV, its links), audited by number only. */
export function deleteOwnApplication(db: Db, storage: CvStorage, id: number, log: Log): Promise<boolean> {
  return deleteApplication(db, storage, id, {
    log,
    route: 'applicant delete',
    audit: (tx) =>
      recordApplicantAudit(tx, {
        action: 'application.deleted',
        subject: `Application ${id}`,
        detail: `application #${id} deleted by the applicant`,
      }),
  })
}
