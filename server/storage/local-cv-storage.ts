import { randomUUID } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { CvExtension, CvStorage } from './cv-storage.ts'

const keyPattern = /^[0-9a-f-]{36}\.(?:pdf|docx?)$/

function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Invalid CV key: ${key}`)
  return key
}

/** Keeps CVs in a local folder (UPLOAD_DIR) that nothing serves; writes are fsynced, then renamed into place. */
export function localCvStorage(dir: string): CvStorage {
  const ready = mkdir(dir, { recursive: true, mode: 0o700 })
  return {
    async save({ bytes, extension }: { bytes: Uint8Array; extension: CvExtension }) {
      await ready
      const key = `${randomUUID()}.${extension}`
      const temporary = path.join(dir, `.${key}.partial`)
      const handle = await open(temporary, 'wx', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temporary, path.join(dir, key))
      return key
    },
    async read(key: string) {
      return new Uint8Array(await readFile(path.join(dir, checkedKey(key))))
    },
    async remove(key: string) {
      await rm(path.join(dir, checkedKey(key)), { force: true })
    },
  }
}
