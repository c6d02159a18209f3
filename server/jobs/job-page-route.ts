import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { receivedJobSchema } from '../../src/contracts/job.ts'
import { jobPosting, jsonForScript } from '../../src/features/careers/job-posting.ts'
import { toParagraphs } from '../../src/features/careers/job-text.ts'
import { z } from '../../src/lib/schema.ts'
import { linkPreviewTags, pageHeadEnd, pageHeadStart, type PreviewPage } from '../../src/site/preview-tags.ts'
import { settings } from '../../src/site/settings.ts'
import { pathId } from '../http/path-id.ts'
import { queryOne, type Queryable } from '../db/db.ts'
import { etagMatches } from '../http/etag.ts'
import { jobSchema, jobSelectList } from './job-schema.ts'
import { builtSiteOrigin } from './sitemap-route.ts'

/** A description for previews: the overview's first paragraph, cut at a word near 200 characters. */
function summary(text: string | undefined, fallback: string): string {
  const first = toParagraphs(text)[0] ?? fallback
  if (first.length <= 200) return first
  return `${first.slice(0, 200).replace(/\s+\S*$/, '')}…`
}

/**
 * A job's shared link, `/job-openings?job=<id>`, as chat apps, LinkedIn and search engines read it:
 * the list page with the job's own title, description, canonical URL, Open Graph tags and one
 * JobPosting. A closed or unknown job answers 404 with `noindex`. The head comes from the same code
 * as the prerender's; the app replaces it once it runs, as on every page.
 */
export function jobPageRoute(db: Queryable, staticDir: string): Hono {
  const app = new Hono()
  // The built page and origin change only with a new build: read them at most every few seconds.
  let template: { readAt: number; read: Promise<{ built: string | null; origin: string }> } | undefined
  const builtPage = () => {
    if (template === undefined || Date.now() - template.readAt > 5_000) {
      const read = Promise.all([
        readFile(path.join(staticDir, 'job-openings', 'index.html'), 'utf8').catch(() => null),
        builtSiteOrigin(staticDir),
      ]).then(([built, origin]) => ({ built, origin }))
      template = { readAt: Date.now(), read }
    }
    return template.read
  }

  app.get('/job-openings', async (c, next) => {
    const requested = c.req.query('job')
    if (requested === undefined) return next()
    const { built, origin } = await builtPage()
    const start = built?.indexOf(pageHeadStart) ?? -1
    const end = built?.indexOf(pageHeadEnd) ?? -1
    if (built === null || start < 0 || end < start) return next()

    const id = pathId(requested)
    const row =
      id === null
        ? null
        : await queryOne(db, jobSchema, `SELECT ${jobSelectList} FROM jobs WHERE id = $1 AND closed_at IS NULL`, [id])
    const job = row === null ? null : z.parse(receivedJobSchema, row)
    const preview: PreviewPage =
      job === null
        ? {
            path: '/job-openings',
            title: `This job is no longer open | ${settings.companyName}`,
            description: 'This job is no longer open. See the current openings.',
            notFound: true,
          }
        : {
            path: `/job-openings?job=${job.id}`,
            title: `${job.job_name} | ${settings.companyName}`,
            description: summary(job.job_overview, job.role ?? `${job.job_name} at ${settings.companyName}.`),
          }
    let head = linkPreviewTags(preview, origin)
    if (job !== null) {
      // Marked like the title: the app's own JobPosting replaces it once it runs.
      head += `\n    <script type="application/ld+json" data-prerendered>${jsonForScript(jobPosting(job, origin))}</script>`
    }
    const html = `${built.slice(0, start)}${pageHeadStart}${head}${built.slice(end)}`
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', etag)
    c.header('Vary', 'Accept-Encoding')
    if (job !== null && etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
    return c.html(html, job === null ? 404 : 200)
  })
  return app
}
