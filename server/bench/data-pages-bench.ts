/**
 * The data-pages part of `npm run bench:api`: fills the database with open jobs (the seed's, copied
 * under new titles) before the server starts, and times the build's own renderer in this process on
 * every request's path without the server's answer cache (one core, sequential).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { migrate } from '../db/migrate.ts'
import { openDb } from '../db/open-db.ts'
import { seed } from '../db/seed.ts'
import { jobColumns } from '../jobs/job-schema.ts'
import { seedJobs } from '../jobs/seed-jobs.ts'

/** Adds open jobs until there are `count`, in the database the server will open. */
export async function fillOpenJobs(dataDir: string, count: number): Promise<void> {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir })
  try {
    await migrate(db)
    await seed(db)
    const open = await queryOne(
      db,
      z.object({ n: z.number() }),
      'SELECT count(*)::int AS n FROM jobs WHERE closed_at IS NULL',
    )
    const columns = jobColumns.filter((column) => column !== 'id')
    const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ')
    for (let index = open?.n ?? 0; index < count; index++) {
      const job = seedJobs[index % seedJobs.length]
      if (job === undefined) break
      const values = columns.map((column) =>
        column === 'job_name' ? `${job.job_name} ${index + 1}` : (job[column] ?? null),
      )
      await db.query(`INSERT INTO jobs (${columns.join(', ')}) VALUES (${placeholders})`, values)
    }
  } finally {
    await db.close()
  }
}

export interface RenderTimes {
  renders: number
  p50: number
  p99: number
  perSecond: number
}

/** Renders `url` with the server's job list `renders` times in a row (after a warm-up), as a cache miss would. */
export async function timeRenders(siteDir: string, base: string, url: string, renders: number): Promise<RenderTimes> {
  const entry: { renderBody(url: string, pageData: unknown): Promise<string> } = await import(
    pathToFileURL(path.join(siteDir, '.server', 'entry-server.js')).href
  )
  const jobs: unknown = await (await fetch(`${base}/api/jobs/`)).json()
  for (let warm = 0; warm < 20; warm++) await entry.renderBody(url, { jobs })
  const times: number[] = []
  const started = performance.now()
  for (let index = 0; index < renders; index++) {
    const start = performance.now()
    await entry.renderBody(url, { jobs })
    times.push(performance.now() - start)
  }
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Number.NaN
  return { renders, p50: at(0.5), p99: at(0.99), perSecond: renders / elapsed }
}
