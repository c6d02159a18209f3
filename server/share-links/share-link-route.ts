import { Hono } from 'hono'
import { z } from 'zod'
import { isShareLinkCode, shareLinkParam } from '../../src/contracts/share-link-code.ts'
import { queryOne, type Queryable } from '../db/db.ts'
import { errorKind, type Log } from '../log.ts'
import { clientIp } from '../security/client-ip.ts'
import { rateLimitKey } from '../security/rate-limit-key.ts'
import { countsAsVisit, countVisit } from './share-link-visits.ts'

const linkRow = z.object({ id: z.number().int(), job_id: z.number().int(), enabled: z.boolean() })

/**
 * `/j/<code>`, a tracked share link (record 065): counts one visit (an enabled link, a real visitor,
 * once per client network and day: share-link-visits.ts) and answers 302 to the job's own link with the code added,
 * `/job-openings?job=<id>&via=<code>`. So it opens and previews exactly as the job's own link does
 * (its title, description and image; for a closed job, the page saying so with the other openings),
 * and the careers page keeps the code on the device for the application. An unknown code gets the
 * site's 404 page.
 */
export function shareLinkRoute(db: Queryable, log: Log, trustProxyHops: number): Hono {
  const app = new Hono()
  app.get('/j/:code{[^/]+}', async (c, next) => {
    const code = c.req.param('code')
    if (!isShareLinkCode(code)) return next()
    const link = await queryOne(
      db,
      linkRow,
      'SELECT id, job_id, disabled_at IS NULL AS enabled FROM share_links WHERE code = $1',
      [code],
    )
    if (link === null) return next()
    if (link.enabled && countsAsVisit(c.req.raw)) {
      // A count that fails must not keep the visitor from the job.
      await countVisit(db, link.id, rateLimitKey(clientIp(c, trustProxyHops))).catch((error: unknown) =>
        log('error', 'share link visit not counted', { route: 'share link', ...errorKind(error) }),
      )
    }
    // Each opening reaches the server (and is counted), never a cached redirect.
    c.header('Cache-Control', 'no-store')
    const target = new URLSearchParams({ job: String(link.job_id), [shareLinkParam]: code })
    return c.redirect(`/job-openings?${target}`, 302)
  })
  return app
}
