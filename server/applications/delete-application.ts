import { z } from 'zod'
import { queryOne, type Db, type Queryable } from '../db/db.ts'
import { errorKind, type Log } from '../log.ts'
import { checkedCvKey, type CvStorage } from '../storage/cv-storage.ts'

/**
 * Deletes an application, its CV and every private link to it (the foreign key cascades), with the
 * caller's audit entry in the same transaction. A CV in PostgreSQL goes in that transaction; a file
 * after the commit, and if it cannot go then, no row names it any more and the start-up sweep
 * removes it. False when there was no such application.
 */
export async function deleteApplication(
  db: Db,
  storage: CvStorage,
  id: number,
  { log, route, audit }: { log: Log; route: string; audit: (tx: Queryable) => Promise<void> },
): Promise<boolean> {
  const key = await db.transaction(async (tx) => {
    const row = await queryOne(
      tx,
      z.object({ resume_key: z.string() }),
      'DELETE FROM job_applications WHERE id = $1 RETURNING resume_key',
      [id],
    )
    if (row === null) return null
    await audit(tx)
    if (storage.transactional) await storage.remove(checkedCvKey(row.resume_key), tx)
    return row.resume_key
  })
  if (key === null) return false
  if (!storage.transactional)
    await storage.remove(checkedCvKey(key)).catch((error: unknown) => {
      log('warn', 'CV file of a deleted application left for the sweep', { route, ...errorKind(error) })
    })
  return true
}
