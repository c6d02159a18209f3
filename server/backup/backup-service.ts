import type { Log } from '../log.ts'
import type { BackupSummary } from './archive-manifest.ts'
import { recordBackup } from './backup-record.ts'
import { type BackupSource, takeBackup } from './take-backup.ts'

export interface BackupService {
  /** Takes a backup to `target` and records it; one at a time in this process. */
  take(target: string, scheduled: boolean): Promise<BackupSummary>
  /** Resolves once no backup is under way (shutdown waits for it before closing the database). */
  settled(): Promise<void>
}

/** The one place backups are taken and recorded, with one log line of counts and sizes. */
export function backupService(source: BackupSource, log: Log): BackupService {
  let queue: Promise<unknown> = Promise.resolve()
  return {
    take(target, scheduled) {
      const run = queue.then(async () => {
        const summary = await takeBackup(source, target)
        await recordBackup(source.db, summary, scheduled)
        log('info', 'backup taken', { scheduled, ...summary })
        return summary
      })
      queue = run.catch(() => undefined)
      return run
    },
    settled: () => queue.then(() => undefined),
  }
}
