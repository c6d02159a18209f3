import path from 'node:path'
import { z } from 'zod'
import { optionalText } from '../env-fields.ts'
import { repoRoot } from '../paths.ts'

export interface BackupSettings {
  /** BACKUP_DIR: where the server writes an archive every everyHours; null: no scheduled backups. */
  dir: string | null
  /** BACKUP_EVERY_HOURS: hours between scheduled backups (24 by default). */
  everyHours: number
  /** BACKUP_KEEP_DAYS: archives older than this are deleted, so erased data leaves the backups within it. */
  keepDays: number
}

export const backupDefaults = { everyHours: 24, keepDays: 30 } as const

/** Backups (record 061): the server's own schedule, and how long archives are kept (the privacy page states it). */
export const backupEnv = z.object({
  BACKUP_DIR: optionalText.default(null),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 366)
    .default(backupDefaults.everyHours),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3660).default(backupDefaults.keepDays),
})

export function readBackupSettings(e: z.infer<typeof backupEnv>): BackupSettings {
  return {
    dir: e.BACKUP_DIR === null ? null : path.resolve(repoRoot, e.BACKUP_DIR),
    everyHours: e.BACKUP_EVERY_HOURS,
    keepDays: e.BACKUP_KEEP_DAYS,
  }
}
