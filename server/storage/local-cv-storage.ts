import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { checkedCvKey, cvKeyPattern, type CvStorage, type StagedCv, type StoredCvEntry } from './cv-storage.ts'

const stagingPattern = /^\.[0-9a-f-]{36}\.partial$/

/** Keeps CVs in a local folder (UPLOAD_DIR) that nothing serves; staged as dot-files, fsynced, renamed into place. */
export function localCvStorage(dir: string): CvStorage {
  const ready = mkdir(dir, { recursive: true, mode: 0o700 })

  async function syncFolder(): Promise<void> {
    // The rename is durable only once the folder's entry is on disk too.
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  }

  return {
    transactional: false,
    async stage(source: Readable): Promise<StagedCv> {
      await ready
      const staged = path.join(dir, `.${randomUUID()}.partial`)
      const handle = await open(staged, 'wx', 0o600)
      try {
        let size = 0
        // One chunk at a time: memory stays at a chunk however large the CV or however many arrive at once.
        for await (const chunk of source) {
          const bytes: Uint8Array = chunk
          await handle.write(bytes)
          size += bytes.length
        }
        await handle.sync()
        return { path: staged, size }
      } catch (error) {
        await rm(staged, { force: true })
        throw error
      } finally {
        await handle.close()
      }
    },
    async publish(staged: StagedCv, key: string): Promise<void> {
      await rename(staged.path, path.join(dir, checkedCvKey(key)))
      await syncFolder()
    },
    async discard(staged: StagedCv): Promise<void> {
      await rm(staged.path, { force: true })
    },
    async read(key: string) {
      return new Uint8Array(await readFile(path.join(dir, checkedCvKey(key))))
    },
    async remove(key: string) {
      await rm(path.join(dir, checkedCvKey(key)), { force: true })
    },
    async list(): Promise<StoredCvEntry[]> {
      await ready
      const entries: StoredCvEntry[] = []
      for (const name of await readdir(dir)) {
        const isKey = cvKeyPattern.test(name)
        if (!isKey && !stagingPattern.test(name)) continue
        const info = await stat(path.join(dir, name)).catch(() => null)
        const remove = () => rm(path.join(dir, name), { force: true })
        if (info !== null) entries.push({ key: isKey ? name : null, name, modifiedAt: info.mtime, remove })
      }
      return entries
    },
  }
}
