import { z } from 'zod'
import { queryRows, type Db } from '../db/db.ts'
import type { Log } from '../log.ts'
import type { CvStorage } from './cv-storage.ts'

/**
 * Removes what a crash left behind: staging files of uploads that never finished, and CVs that no
 * application row names (the process died between publishing the file and committing the row). Only
 * files older than `minAgeMs` are touched, so an upload in flight on another instance is never swept.
 */
export async function sweepOrphanCvs(db: Db, storage: CvStorage, minAgeMs: number, log: Log): Promise<number> {
  const cutoff = Date.now() - minAgeMs
  const stale = (await storage.list()).filter((entry) => entry.modifiedAt.getTime() <= cutoff)
  if (stale.length === 0) return 0
  const named = new Set(
    (await queryRows(db, z.object({ resume_key: z.string() }), 'SELECT resume_key FROM job_applications')).map(
      (row) => row.resume_key,
    ),
  )
  const orphans = stale.filter((entry) => entry.key === null || !named.has(entry.key))
  for (const orphan of orphans) await orphan.remove()
  if (orphans.length > 0) log('warn', 'removed CV files left by an interrupted upload', { removed: orphans.length })
  return orphans.length
}
