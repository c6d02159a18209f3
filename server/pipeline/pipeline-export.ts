import { Hono } from 'hono'
import { z } from 'zod'
import { pipelineExportColumns, stageLabels, applicationStageSchema } from '../../src/contracts/pipeline.ts'
import { queryRows, type Db, type Queryable } from '../db/db.ts'
import { csvDownloadHeaders, fileNameOf, toCsv } from '../export/csv.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import { recordAudit } from '../console/audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console/console-auth-routes.ts'
import { requireRecentSecondStep } from '../console/recent-second-step.ts'
import { pipelineJob } from './pipeline-job.ts'

const exportRow = z.object({
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  stage: applicationStageSchema,
  source: z.string().nullable(),
  applied_on: z.string(),
  last_note: z.string().nullable(),
})

/** Every application to one job, oldest first, with what a hiring manager reads: stage, source, last note. */
function pipelineRows(db: Queryable, jobId: number) {
  return queryRows(
    db,
    exportRow,
    `SELECT a.full_name, a.email, a.phone, a.stage, a.source,
            to_char(a.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS applied_on,
            (SELECT n.body FROM application_notes n WHERE n.application_id = a.id
              ORDER BY n.created_at DESC, n.id DESC LIMIT 1) AS last_note
       FROM job_applications a WHERE a.job_id = $1 ORDER BY a.created_at, a.id`,
    [jobId],
  )
}

/** The file: RFC 4180, a formula-looking name or note written as text (server/export/csv.ts). */
export function pipelineCsv(rows: ReadonlyArray<z.infer<typeof exportRow>>): string {
  return toCsv(
    pipelineExportColumns,
    rows.map((row) => [
      row.full_name,
      row.email,
      row.phone,
      stageLabels[row.stage],
      row.source ?? 'Direct',
      row.applied_on,
      row.last_note,
    ]),
  )
}

/**
 * 'Export CSV' on a job's pipeline (issue 43 item 6): for a hiring manager outside the console.
 * Personal data leaves the system here, so, as the People export, it wants a fresh code and is audited
 * with its count (never the names).
 */
export function pipelineExportRoutes(db: Db): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/pipeline/*', requireStaff(db, 'applications'))
  app.post('/console/pipeline/:job/export', async (c) => {
    const job = await pipelineJob(db, c.req.param('job'))
    if (job === null) return problem(c, 404, requestMessages.notFound)
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const rows = await pipelineRows(db, job.id)
    await recordAudit(db, c.get('staff'), {
      action: 'pipeline.exported',
      subject: job.job_name,
      detail: rows.length === 1 ? '1 application' : `${rows.length} applications`,
    })
    return c.body(pipelineCsv(rows), 200, csvDownloadHeaders(`${fileNameOf(job.job_name)} – pipeline.csv`))
  })
  return app
}
