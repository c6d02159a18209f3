// npm run bench:backup: backup time and size for 1,000 applications with CVs (record 061). The embedded
// database always; with TEST_DATABASE_URL also PostgreSQL (CVs in the database), by pg_dump and by the
// server's own export. BENCH_RUNS backups each (median), one restore. BENCH_APPLICATIONS changes the count.
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import pLimit from 'p-limit'
import { backupService } from '../backup/backup-service.ts'
import { restoreBackup } from '../backup/restore-backup.ts'
import { applicationBody } from '../test-support/application-load.ts'
import { freshPostgresDatabase } from '../test-support/test-database.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const applications = Number(process.env.BENCH_APPLICATIONS ?? 1000)
const runs = Number(process.env.BENCH_RUNS ?? 3)
/** A typical CV: a few pages of PDF. */
const cvSize = 200 * 1024

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function fill(server: TestServer): Promise<number> {
  const started = performance.now()
  const limit = pLimit(8)
  await Promise.all(
    Array.from({ length: applications }, (_, index) =>
      limit(async () => {
        const sent = applicationBody(index, cvSize, 'bench')
        const response = await fetch(`${server.url}/api/job-applications/`, {
          method: 'POST',
          headers: { 'Content-Type': sent.contentType },
          body: sent.body,
        })
        if (response.status !== 201) throw new Error(`an application answered ${response.status}`)
      }),
    ),
  )
  return (performance.now() - started) / 1000
}

async function measure(
  label: string,
  server: TestServer,
  usePgDump: boolean,
  restoreEnv: () => Promise<{ databaseUrl: string | null; dataDir: string; drop(): Promise<void> }>,
) {
  const work = await mkdtemp(path.join(tmpdir(), 'arcnova-bench-backup-'))
  const backups = backupService(
    {
      db: server.db,
      cvStorage: server.config.cvStorage,
      uploadDir: server.config.uploadDir,
      databaseUrl: server.config.databaseUrl,
      usePgDump,
    },
    () => undefined,
  )
  const seconds: number[] = []
  const held: number[] = []
  const bytes: number[] = []
  let method = ''
  for (let run = 0; run < runs; run++) {
    const summary = await backups.take(path.join(work, `run-${run}.tar`), false)
    seconds.push(summary.durationMs / 1000)
    held.push(summary.snapshotMs / 1000)
    bytes.push(summary.bytes)
    method = summary.method
  }
  const target = await restoreEnv()
  const restoreStarted = performance.now()
  await restoreBackup(path.join(work, 'run-0.tar'), {
    dataDir: target.dataDir,
    uploadDir: path.join(target.dataDir, 'uploads'),
    databaseUrl: target.databaseUrl,
    cvStorage: server.config.cvStorage,
  })
  const restoreSeconds = (performance.now() - restoreStarted) / 1000
  await target.drop()
  await rm(work, { recursive: true, force: true })
  console.log(
    `${label} (${method}): backup ${median(seconds).toFixed(2)} s (runs ${seconds.map((s) => s.toFixed(2)).join(', ')}), ` +
      `${(median(bytes) / 1_000_000).toFixed(1)} MB, snapshot held ${median(held).toFixed(2)} s; restore ${restoreSeconds.toFixed(2)} s; load average ${load()}`,
  )
}

console.log(
  `${applications} applications with a ${cvSize / 1024} KB CV each; ${cpus().length} CPUs; load average ${load()}`,
)
const embedded = await startTestServer({ RATE_LIMIT_MAX: '1000000' })
try {
  console.log(`embedded: filled in ${(await fill(embedded)).toFixed(1)} s`)
  await measure('embedded database, CVs on disk', embedded, false, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'arcnova-bench-restore-'))
    return { databaseUrl: null, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) }
  })
} finally {
  await embedded.cleanup()
}

if ((process.env.TEST_DATABASE_URL ?? '') !== '') {
  const database = await freshPostgresDatabase()
  const postgres = await startTestServer({
    DATABASE_URL: database.url,
    SEED_SAMPLE_DATA: '1',
    RATE_LIMIT_MAX: '1000000',
  })
  try {
    console.log(`PostgreSQL: filled in ${(await fill(postgres)).toFixed(1)} s`)
    const restoreTarget = async () => {
      const fresh = await freshPostgresDatabase()
      const dataDir = await mkdtemp(path.join(tmpdir(), 'arcnova-bench-restore-'))
      return {
        databaseUrl: fresh.url,
        dataDir,
        drop: async () => {
          await fresh.drop()
          await rm(dataDir, { recursive: true, force: true })
        },
      }
    }
    await measure('PostgreSQL, CVs in the database', postgres, true, restoreTarget)
    await measure('PostgreSQL, CVs in the database', postgres, false, restoreTarget)
  } finally {
    await postgres.cleanup()
    await database.drop()
  }
}
