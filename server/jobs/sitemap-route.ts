import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { defaultSiteUrl, escapeAttribute } from '../../src/site/preview-tags.ts'
import type { Queryable } from '../db/db.ts'
import { cachedBody } from '../http/cached-json.ts'
import type { PublicCaches } from '../http/public-caches.ts'
import { listJobs } from './job-repository.ts'

const cacheMs = 5_000

/** The origin a built sitemap's addresses start with (the build's SITE_URL). */
const originIn = (sitemap: string) => /<loc>(https?:\/\/[^/<]+)/.exec(sitemap)?.[1] ?? defaultSiteUrl

/** The origin the build wrote into its sitemap, for absolute URLs made at request time. */
export async function builtSiteOrigin(staticDir: string): Promise<string> {
  return originIn(await readFile(path.join(staticDir, 'sitemap.xml'), 'utf8').catch(() => ''))
}

/**
 * The build's sitemap.xml (every page of the site map) with one entry per open job, made when asked:
 * a job published or closed in the console is in it, or gone from it, with no rebuild. The jobs'
 * addresses start with the origin the build wrote for the pages.
 */
export function sitemapRoute(db: Queryable, staticDir: string, caches: PublicCaches): Hono {
  const app = new Hono()
  const sitemap = cachedBody(
    async () => {
      const built = await readFile(path.join(staticDir, 'sitemap.xml'), 'utf8')
      const origin = originIn(built)
      const jobs = (await listJobs(db)).map(
        (job) =>
          `  <url><loc>${escapeAttribute(`${origin}/job-openings?job=${job.id}`)}</loc><lastmod>${job.date_posted}</lastmod></url>\n`,
      )
      return new Uint8Array(Buffer.from(built.replace('</urlset>', `${jobs.join('')}</urlset>`)))
    },
    cacheMs,
    'application/xml; charset=utf-8',
  )
  caches.register('jobs', sitemap.clear)
  app.get('/sitemap.xml', async (c, next) => {
    try {
      return await sitemap(c)
    } catch (error) {
      // No built site (an API-only test server): the static files answer, or a 404.
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return next()
      throw error
    }
  })
  return app
}
