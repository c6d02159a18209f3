import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import type { BackupSummary } from './archive-manifest.ts'

/** Every backup taken is a row (time, size, duration): any instance, and the metrics, read the last one. */
export async function recordBackup(db: Queryable, summary: BackupSummary, scheduled: boolean): Promise<void> {
  await db.query('INSERT INTO backups (bytes, duration_ms, method, scheduled) VALUES ($1, $2, $3, $4)', [
    summary.bytes,
    summary.durationMs,
    summary.method,
    scheduled,
  ])
}

/** When the last backup was taken (by the schedule or npm run backup), or null when none was. */
export async function lastBackupAt(db: Queryable): Promise<Date | null> {
  const row = await queryOne(db, z.object({ at: z.date().nullable() }), 'SELECT max(taken_at) AS at FROM backups')
  return row?.at ?? null
}
