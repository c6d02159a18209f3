import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/db.ts'
import { errorKind, type Log } from '../log.ts'
import { lastBackupAt } from './backup-record.ts'
import type { BackupService } from './backup-service.ts'

export interface BackupSchedule {
  /** BACKUP_DIR: where the server writes its archives. */
  dir: string
  everyHours: number
  keepDays: number
}

const hourMs = 60 * 60_000
const dayMs = 24 * hourMs
/** Any fixed number, the same for every instance on the database (migrations use 4_242_001). */
const backupLockKey = 4_242_061
/** How often an instance looks whether a backup is due: the schedule is kept within this. */
export const backupCheckIntervalMs = 10 * 60_000

const archivePattern = /^arcnova-backup-\d{8}T\d{6}Z\.tar$/
const partialPattern = /^arcnova-backup-\d{8}T\d{6}Z\.tar\.[0-9a-f-]{36}\.partial$/

/** The archive's name for a moment: sorts by time, no colons (which some file systems refuse). */
export const archiveName = (at: Date) =>
  `arcnova-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar`

/**
 * Takes a backup into the schedule's folder when the last one (any instance's, as recorded in the
 * database) is at least everyHours old. With several instances on one PostgreSQL only the one that
 * gets the advisory lock looks and takes it; the others answer 'busy'.
 */
export async function backupIfDue(
  db: Db,
  backups: BackupService,
  schedule: BackupSchedule,
  now: () => Date = () => new Date(),
): Promise<'taken' | 'not due' | 'busy'> {
  const due = (last: Date | null) => last === null || now().getTime() - last.getTime() >= schedule.everyHours * hourMs
  const take = async () => {
    await backups.take(path.join(schedule.dir, archiveName(now())), true)
  }
  // The embedded database serves one instance, and its one connection cannot wait on itself.
  if (db.kind === 'pglite') {
    if (!due(await lastBackupAt(db))) return 'not due'
    await take()
    return 'taken'
  }
  return db.transaction(async (tx) => {
    // The lock is held while the backup runs on other connections: this one waits idle meanwhile.
    await tx.exec('SET LOCAL idle_in_transaction_session_timeout = 0')
    const [lock] = await tx.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [backupLockKey])
    if (lock?.locked !== true) return 'busy'
    if (!due(await lastBackupAt(tx))) return 'not due'
    await take()
    return 'taken'
  })
}

/** Deletes this server's archives (and leftovers of interrupted ones) older than keepDays; other files stay. */
export async function pruneBackups(dir: string, keepDays: number, now: Date = new Date()): Promise<number> {
  const names = await readdir(dir).catch(() => [])
  let removed = 0
  for (const name of names) {
    const archive = archivePattern.test(name)
    if (!archive && !partialPattern.test(name)) continue
    const info = await stat(path.join(dir, name)).catch(() => null)
    if (info === null) continue
    const age = now.getTime() - info.mtime.getTime()
    if (age > (archive ? keepDays * dayMs : dayMs)) {
      await rm(path.join(dir, name), { force: true })
      removed += 1
    }
  }
  return removed
}

/**
 * Checks every backupCheckIntervalMs (and once soon after start) whether a backup is due, then prunes
 * old archives. A failed round is logged and tried at the next check. Returns the stop function,
 * which waits for a round under way.
 */
export function scheduleBackups(
  db: Db,
  backups: BackupService,
  schedule: BackupSchedule,
  log: Log,
  intervalMs = backupCheckIntervalMs,
): () => Promise<void> {
  let round: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () => {
    round = round.then(async () => {
      if (stopped) return
      try {
        await backupIfDue(db, backups, schedule)
        const removed = await pruneBackups(schedule.dir, schedule.keepDays)
        if (removed > 0) log('info', 'deleted backups older than BACKUP_KEEP_DAYS', { removed })
      } catch (error) {
        log('warn', 'the scheduled backup failed, tried again at the next check', errorKind(error))
      }
    })
  }
  const first = setTimeout(run, 1000)
  const timer = setInterval(run, intervalMs)
  first.unref()
  timer.unref()
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    await round
  }
}
