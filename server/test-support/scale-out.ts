import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { queryRows } from '../db/db.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import { repoRoot } from '../paths.ts'
import {
  type ApplicationOutcome,
  browseWhile,
  type Outcome,
  sendApplications,
  sha256,
  timedRequest,
} from './application-load.ts'
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from './server-process.ts'
import { fakeSite, tempDir } from './test-server.ts'

/** Two server processes on one throwaway PostgreSQL, as the README's deploying section runs them. */
export interface ScaleOut {
  cluster: PostgresCluster
  instances: ServerProcess[]
  bases: string[]
  /** True while every instance's process is running. */
  allRunning(): boolean
  close(): Promise<void>
}

/** The built site when `npm test` or `npm run build` made one (its server renders /job-openings), else a stand-in. */
async function siteToServe(): Promise<{ dir: string; temporary: boolean }> {
  const built = path.resolve(repoRoot, process.env.OUT_DIR ?? 'dist')
  if (existsSync(path.join(built, '.server', 'entry-server.js'))) return { dir: built, temporary: false }
  return { dir: await fakeSite(), temporary: true }
}

export async function startScaleOut(env: Record<string, string> = {}): Promise<ScaleOut> {
  const cluster = await startPostgresCluster()
  const site = await siteToServe()
  const dataDirs: string[] = []
  const instances: ServerProcess[] = []
  try {
    for (let index = 0; index < 2; index++) {
      const dataDir = await tempDir('scale')
      dataDirs.push(dataDir)
      instances.push(
        await startServerProcess({
          DATABASE_URL: cluster.url,
          SEED_SAMPLE_DATA: '1',
          DATA_DIR: dataDir,
          STATIC_DIR: site.dir,
          ...env,
        }),
      )
    }
  } catch (error) {
    for (const instance of instances) await stopServerProcess(instance)
    await cluster.stop()
    throw error
  }
  return {
    cluster,
    instances,
    bases: instances.map((instance) => instance.url),
    allRunning: () =>
      instances.every((instance) => instance.child.exitCode === null && instance.child.signalCode === null),
    async close() {
      for (const instance of instances) await stopServerProcess(instance)
      await cluster.stop()
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true })
      if (site.temporary) await rm(site.dir, { recursive: true, force: true })
    },
  }
}

/** What the database holds after a run: each application's e-mail with its CV's hash, and CVs no row names. */
export async function storedApplications(
  url: string,
): Promise<{ byEmail: Map<string, string | null>; orphanCvs: number; cvs: number }> {
  // The test's own reads wait as long as they must: a busy machine is not what they check.
  const db = await openPostgresDb(url, { size: 2, connectTimeoutMs: 30_000, statementTimeoutMs: 60_000 })
  try {
    const rows = await queryRows(
      db,
      z.object({ email: z.string(), content: z.instanceof(Uint8Array).nullable() }),
      'SELECT a.email, f.content FROM job_applications a LEFT JOIN cv_files f ON f.key = a.resume_key',
    )
    const [counts] = await queryRows(
      db,
      z.object({ cvs: z.number(), orphans: z.number() }),
      `SELECT (SELECT count(*)::int FROM cv_files) AS cvs,
              (SELECT count(*)::int FROM cv_files f WHERE NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.resume_key = f.key)) AS orphans`,
    )
    return {
      byEmail: new Map(rows.map((row) => [row.email, row.content === null ? null : sha256(row.content)])),
      orphanCvs: counts?.orphans ?? -1,
      cvs: counts?.cvs ?? -1,
    }
  } finally {
    await db.close()
  }
}

export interface LoadRun {
  applications: ApplicationOutcome[]
  browsing: Outcome[]
  seconds: number
}

/** The run the issue describes: `total` applications (300 KB PDF), 50 at a time, split over the instances, with GETs beside them. */
export async function applyAndBrowse(
  scale: ScaleOut,
  options: { total?: number; run: string; onAnswer?: (outcome: ApplicationOutcome, answered: number) => void },
): Promise<LoadRun> {
  let done = false
  const browsing = browseWhile(scale.bases, ['/api/jobs/', '/job-openings', '/job-openings?q=java'], () => done)
  const { outcomes, seconds } = await sendApplications({
    bases: scale.bases,
    total: options.total ?? 200,
    concurrency: 50,
    size: 300 * 1024,
    run: options.run,
    onAnswer: options.onAnswer,
  })
  done = true
  return { applications: outcomes, browsing: await browsing, seconds }
}

/** Polls every instance's /api/ready every 100 ms until `stop(seen)` says so for it: each answer with its time. */
export async function watchReadiness(
  bases: readonly string[],
  stop: (seen: readonly Outcome[]) => boolean,
): Promise<Outcome[][]> {
  return Promise.all(
    bases.map(async (base) => {
      const seen: Outcome[] = []
      while (!stop(seen)) {
        seen.push(await timedRequest(`${base}/api/ready`, {}, 10_000))
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return seen
    }),
  )
}
