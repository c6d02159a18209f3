import { Hono } from 'hono'
import { jobFeedPaths } from '../../src/contracts/job-feeds.ts'
import { parseJobList } from '../../src/features/careers/job-schema.ts'
import type { Queryable } from '../db/db.ts'
import { cachedBody } from '../http/cached-json.ts'
import type { PublicCaches } from '../http/public-caches.ts'
import { listJobs } from '../jobs/job-repository.ts'
import { jobsVersion, jobsVersionCheckMs } from '../jobs/jobs-routes.ts'
import { aggregatorFeed, rssFeed } from './job-feeds.ts'

/**
 * `/jobs.xml` (job aggregators) and `/jobs.rss` (RSS 2.0): every open job, cached and revalidated as
 * the job list is (a strong ETag, read again when the jobs' version changes, at once after this
 * instance's own change), so a job published or closed in the console is in them, or gone, at once.
 */
export function jobFeedsRoutes(
  db: Queryable,
  siteUrl: string,
  caches: PublicCaches,
  indexNowKey: string | null = null,
): Hono {
  const app = new Hono()
  // IndexNow checks that the site owns its key by reading it here.
  if (indexNowKey !== null) app.get(`/${indexNowKey}.txt`, (c) => c.text(indexNowKey))
  const feed = (write: typeof rssFeed, contentType: string) => {
    const handler = cachedBody(
      async () => new Uint8Array(Buffer.from(write(parseJobList(await listJobs(db)), siteUrl, new Date()))),
      { ttlMs: jobsVersionCheckMs, version: () => jobsVersion(db) },
      contentType,
    )
    caches.register('jobs', handler.clear)
    return handler
  }
  app.get(jobFeedPaths.aggregator, feed(aggregatorFeed, 'application/xml; charset=utf-8'))
  app.get(jobFeedPaths.rss, feed(rssFeed, 'application/rss+xml; charset=utf-8'))
  return app
}
