import { lstat, mkdir, readdir, chmod } from 'node:fs/promises'
import path from 'node:path'
import type { Log } from '../log.ts'

const privateFolderMode = 0o700
const privateFileMode = 0o600

/** Counts what it had to tighten under `dir`: folders to 0700, files to 0600; symlinks are left alone. */
export async function tighten(dir: string): Promise<number> {
  let changed = 0
  const info = await lstat(dir)
  if (!info.isDirectory()) return 0
  if ((info.mode & 0o077) !== 0) {
    await chmod(dir, privateFolderMode)
    changed += 1
  }
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name)
    if (entry.isDirectory()) changed += await tighten(entryPath)
    else if (entry.isFile() && ((await lstat(entryPath)).mode & 0o077) !== 0) {
      await chmod(entryPath, privateFileMode)
      changed += 1
    }
  }
  return changed
}

/**
 * The data folder holds applicants' CVs and the embedded database: only this server's user may read it.
 * New files get 0600 and folders 0700 through the process umask (PGlite and the CV store create files
 * as they go, the WAL included); folders left looser by an earlier version or by hand are tightened.
 */
export async function keepDataPrivate(folders: { dataDir: string; uploadDir: string }, log: Log): Promise<void> {
  process.umask(0o077)
  for (const [name, dir] of [
    ['DATA_DIR', folders.dataDir],
    ['UPLOAD_DIR', folders.uploadDir],
  ] as const) {
    if (name === 'UPLOAD_DIR' && !path.relative(folders.dataDir, dir).startsWith('..')) continue // inside DATA_DIR: done
    await mkdir(dir, { recursive: true, mode: privateFolderMode })
    const changed = await tighten(dir)
    if (changed > 0)
      log('warn', `${name} was readable by other users: tightened to 0700 folders and 0600 files`, { changed })
  }
}
