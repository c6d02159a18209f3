import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { checkedCvKey, type CvStorage, type StagedCv, type StoredCvEntry } from './cv-storage.ts'
import { localCvStorage } from './local-cv-storage.ts'

/**
 * Keeps CVs in PostgreSQL (table cv_files), so every instance on the database can read every CV.
 * An upload is still streamed to a private local staging file first (memory stays at a chunk while
 * it arrives and is checked); publishing stores its bytes under the key, on the transaction that
 * inserts the application's row, so the two commit together. `stagingDir` holds only
 * those short-lived files.
 */
export function postgresCvStorage(db: Queryable, stagingDir: string): CvStorage {
  const staging = localCvStorage(stagingDir)
  return {
    transactional: true,
    stage: (source) => staging.stage(source),
    discard: (staged) => staging.discard(staged),
    async publish(staged: StagedCv, key: string, tx: Queryable): Promise<void> {
      const content = await readFile(staged.path)
      await tx.query('INSERT INTO cv_files (key, content) VALUES ($1, $2)', [checkedCvKey(key), content])
      await staging.discard(staged)
    },
    async read(key: string): Promise<Uint8Array> {
      const row = await queryOne(
        db,
        z.object({ content: z.instanceof(Uint8Array) }),
        'SELECT content FROM cv_files WHERE key = $1',
        [checkedCvKey(key)],
      )
      if (row === null) throw new Error('No such CV')
      return new Uint8Array(row.content)
    },
    async remove(key: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM cv_files WHERE key = $1', [checkedCvKey(key)])
    },
    async list(): Promise<StoredCvEntry[]> {
      const rows = await queryRows(
        db,
        z.object({ key: z.string(), created_at: z.date() }),
        'SELECT key, created_at FROM cv_files',
      )
      const stored = rows.map((row) => ({
        key: row.key,
        name: row.key,
        modifiedAt: row.created_at,
        remove: async () => {
          await db.query('DELETE FROM cv_files WHERE key = $1', [row.key])
        },
      }))
      // Leftover staging files of uploads that never finished are listed too (key null).
      const leftovers = (await staging.list()).filter((entry) => entry.key === null)
      return [...stored, ...leftovers]
    },
  }
}
