import { access } from 'node:fs/promises'
import path from 'node:path'
import { loadConfig } from '../config.ts'
import { EmbeddedDatabaseInUse } from '../db/embedded-lock.ts'
import type { Db } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import type { BackupSummary } from './archive-manifest.ts'
import { recordBackup } from './backup-record.ts'
import { askServerForBackup } from './backup-socket.ts'
import { toolPoolOptions } from './restore-backup.ts'
import { takeBackup } from './take-backup.ts'

const usage = `Usage: npm run backup -- <file> [--export]
  Writes one archive (database and CVs, as of one moment) to <file>, readable by you only, while the
  server runs or not. On PostgreSQL the database part is pg_dump's when pg_dump is installed;
  --export takes the server's own export instead (it restores into the embedded database too).`

class UsageError extends Error {}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

async function main(args: readonly string[]): Promise<string> {
  const file = args.find((arg) => !arg.startsWith('--'))
  if (file === undefined || args.some((arg) => arg.startsWith('--') && arg !== '--export')) throw new UsageError(usage)
  // Archives hold every applicant's data: whatever the shell's umask, only this user reads what we write.
  process.umask(0o077)
  const config = loadConfig()
  // npm runs scripts from the package's folder; a relative name is meant from where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
  if (await exists(target)) throw new UsageError(`${target} already exists: name a new file.`)
  const source = { cvStorage: config.cvStorage, uploadDir: config.uploadDir, databaseUrl: config.databaseUrl }
  let summary: BackupSummary
  if (config.databaseUrl !== null) {
    const db = await openPostgresDb(config.databaseUrl, toolPoolOptions)
    try {
      summary = await takeBackup({ ...source, db, usePgDump: !args.includes('--export') }, target)
      await recordIfKnown(db, summary)
    } finally {
      await db.close()
    }
  } else {
    const dir = path.join(config.dataDir, 'pg')
    if (!(await exists(path.join(dir, 'PG_VERSION'))))
      throw new UsageError(`No database in ${config.dataDir} to back up.`)
    summary = await backupEmbedded(dir, config.dataDir, source, target)
  }
  const size =
    summary.bytes < 1_000_000 ? `${Math.ceil(summary.bytes / 1000)} KB` : `${(summary.bytes / 1_000_000).toFixed(1)} MB`
  const missing = summary.missingCvs > 0 ? `; ${summary.missingCvs} CV files were already missing` : ''
  return `Wrote ${target}: ${size}, ${summary.applications} applications, ${summary.cvs} CVs (${summary.method}) in ${(summary.durationMs / 1000).toFixed(1)} s${missing}.`
}

/** Opens the embedded database itself when no server holds it; otherwise asks the running server. */
async function backupEmbedded(
  dir: string,
  dataDir: string,
  source: { cvStorage: 'local' | 'postgres'; uploadDir: string; databaseUrl: string | null },
  target: string,
): Promise<BackupSummary> {
  let db: Awaited<ReturnType<typeof openPgliteDb>>
  try {
    db = await openPgliteDb(dir)
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) {
      return askServerForBackup(dataDir, target).catch((asking: unknown) => {
        const code = asking instanceof Error && 'code' in asking ? asking.code : undefined
        if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw asking
        throw new Error(
          `${error.message} It does not answer on ${path.join(dataDir, 'backup.sock')} (a server from before backups, or a DATA_DIR path too long for a socket): stop it, or restart it with this version.`,
        )
      })
    }
    throw error
  }
  try {
    const summary = await takeBackup({ ...source, db }, target)
    await recordIfKnown(db, summary)
    return summary
  } finally {
    await db.close()
  }
}

/**
 * Recorded where the database has the table (migration 019). A backup never migrates the database it
 * copies: it may be run by a newer checkout before an upgrade, and the archive lists the migrations it has.
 */
async function recordIfKnown(db: Db, summary: BackupSummary): Promise<void> {
  const [row] = await db.query("SELECT to_regclass('backups') IS NOT NULL AS present")
  if (row?.present === true) await recordBackup(db, summary, false)
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    // Messages name paths and counts, never a row's data.
    console.error(error instanceof Error ? error.message : 'The backup failed')
    process.exitCode = error instanceof UsageError ? 2 : 1
  },
)
