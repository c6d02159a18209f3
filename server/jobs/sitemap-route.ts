import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { defaultSiteUrl } from '../../src/site/preview-tags.ts'
import type { Queryable } from '../db/db.ts'
import { cachedBody } from '../http/cached-json.ts'
import type { PublicCaches } from '../http/public-caches.ts'
import { listJobs } from './job-repository.ts'

const cacheMs = 5_000

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  )

/** The origin the build wrote into its sitemap (SITE_URL), for absolute URLs made at request time. */
export async function builtSiteOrigin(staticDir: string): Promise<string> {
  const built = await readFile(path.join(staticDir, 'sitemap.xml'), 'utf8').catch(() => '')
  return /<loc>(https?:\/\/[^/<]+)/.exec(built)?.[1] ?? defaultSiteUrl
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
      const origin = await builtSiteOrigin(staticDir)
      const jobs = (await listJobs(db)).map(
        (job) =>
          `  <url><loc>${escapeXml(`${origin}/job-openings?job=${job.id}`)}</loc><lastmod>${job.date_posted}</lastmod></url>\n`,
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
