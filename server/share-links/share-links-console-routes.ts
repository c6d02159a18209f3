import { Hono } from 'hono'
import QRCode from 'qrcode'
import { z } from 'zod'
import { shareLinkPath } from '../../src/contracts/share-link-code.ts'
import {
  type JobSources,
  type ShareLink,
  type ShareLinkCreated,
  shareLinkSourceRule,
} from '../../src/contracts/share-link.ts'
import { checkField } from '../../src/contracts/text.ts'
import { isUniqueViolation, queryOne, queryRows, type Db, type Queryable } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { pathId } from '../http/path-id.ts'
import { fieldErrors, problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import { recordAudit } from '../console/audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console/console-auth-routes.ts'
import { isoTime } from '../console/console-sql.ts'
import { newShareLinkCode } from './new-share-link-code.ts'

export const shareLinkConsoleMessages = {
  jobClosed: 'This job is closed: reopen it before sharing it.',
} as const

const linkColumns = `s.id, s.job_id, s.code, s.source, s.created_by_email AS created_by,
  ${isoTime('s.created_at')} AS created_at,
  CASE WHEN s.disabled_at IS NULL THEN NULL ELSE ${isoTime('s.disabled_at')} END AS disabled_at,
  (SELECT coalesce(sum(v.visits), 0) FROM share_link_visits v WHERE v.share_link_id = s.id)::int AS visits,
  (SELECT count(*) FROM job_applications a WHERE a.share_link_id = s.id)::int AS applications`

/** A link as stored: shareLinkSchema without its URL, which is made from SITE_URL. */
const storedLink = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  code: z.string(),
  source: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  visits: z.number().int(),
  applications: z.number().int(),
})
const jobRow = z.object({ id: z.number().int(), job_name: z.string(), open: z.boolean() })
const sourceRow = z.object({ source: z.string(), applications: z.number().int() })

/** A new code happening to equal an existing one (about 1 in 10^17 per pair) is retried with another. */
const codeAttempts = 3

/**
 * Tracked share links in the console (record 065), for recruiters and admins (the 'jobs' area):
 * a job's links and applications per source, creating a link (with its QR code) and disabling one.
 * Creating and disabling are audited.
 */
export function shareLinksConsoleRoutes(db: Db, siteUrl: string): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  const withUrl = (link: z.infer<typeof storedLink>): ShareLink => ({
    ...link,
    url: `${siteUrl.replace(/\/+$/, '')}${shareLinkPath(link.code)}`,
  })
  const findLink = async (tx: Queryable, id: number) => {
    const link = await queryOne(tx, storedLink, `SELECT ${linkColumns} FROM share_links s WHERE s.id = $1`, [id])
    return link === null ? null : withUrl(link)
  }
  const findJob = (tx: Queryable, id: number) =>
    queryOne(tx, jobRow, 'SELECT id, job_name, closed_at IS NULL AS open FROM jobs WHERE id = $1', [id])

  app.use('/console/jobs/:id/share-links', requireStaff(db, 'jobs'))
  app.use('/console/share-links/*', requireStaff(db, 'jobs'))

  app.get('/console/jobs/:id/share-links', async (c) => {
    const id = pathId(c.req.param('id'))
    const job = id === null ? null : await findJob(db, id)
    if (job === null) return problem(c, 404, requestMessages.notFound)
    const [links, sources] = await Promise.all([
      queryRows(
        db,
        storedLink,
        `SELECT ${linkColumns} FROM share_links s WHERE s.job_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
        [job.id],
      ),
      queryRows(
        db,
        sourceRow,
        `SELECT coalesce(source, 'Direct') AS source, count(*)::int AS applications FROM job_applications
         WHERE job_id = $1 GROUP BY 1 ORDER BY 2 DESC, 1`,
        [job.id],
      ),
    ])
    return c.json({ job, links: links.map(withUrl), sources } satisfies JobSources)
  })

  app.post('/console/jobs/:id/share-links', jsonBodyLimit(), async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const body = z.object({ source: z.unknown() }).safeParse(await readJson(c))
    const checked = checkField(shareLinkSourceRule, body.success ? body.data.source : undefined)
    if (!checked.ok) return fieldErrors(c, { source: checked.message })
    const staff = c.get('staff')
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await db.transaction(async (tx) => {
          const job = await findJob(tx, id)
          if (job === null) return 'no job' as const
          if (!job.open) return 'closed' as const
          const row = await queryOne(
            tx,
            z.object({ id: z.number().int() }),
            `INSERT INTO share_links (job_id, code, source, created_by, created_by_email)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [id, newShareLinkCode(), checked.value, staff.staffId, staff.email],
          )
          if (row === null) throw new Error('Insert returned no row')
          await recordAudit(tx, staff, {
            action: 'share-link.created',
            subject: `Job ${id}: ${job.job_name}`,
            detail: `Source: ${checked.value}`,
          })
          return findLink(tx, row.id)
        })
        if (created === 'no job' || created === null) return problem(c, 404, requestMessages.notFound)
        if (created === 'closed') return problem(c, 409, shareLinkConsoleMessages.jobClosed)
        const qrSvg = await QRCode.toString(created.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
        return c.json({ ...created, qr_svg: qrSvg } satisfies ShareLinkCreated, 201)
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= codeAttempts) throw error
      }
    }
  })

  app.post('/console/share-links/:id/disable', async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const link = await db.transaction(async (tx) => {
      const changed = await queryOne(
        tx,
        z.object({ job_id: z.number().int(), source: z.string() }),
        'UPDATE share_links SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL RETURNING job_id, source',
        [id],
      )
      // Disabling a disabled link (a double click) changes nothing and writes no audit entry.
      if (changed !== null) {
        await recordAudit(tx, c.get('staff'), {
          action: 'share-link.disabled',
          subject: `Job ${changed.job_id}: share link ${id}`,
          detail: `Source: ${changed.source}`,
        })
      }
      return findLink(tx, id)
    })
    return link === null ? problem(c, 404, requestMessages.notFound) : c.json(link satisfies ShareLink)
  })
  return app
}
