import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError } from '../config.ts'

/** The real path of `target`, symlinks resolved, for folders that may not exist yet (their nearest existing parent is resolved). */
async function realPathOf(target: string): Promise<string> {
  const missing: string[] = []
  let current = path.resolve(target)
  for (;;) {
    try {
      return path.join(await realpath(current), ...missing.reverse())
    } catch {
      const parent = path.dirname(current)
      if (parent === current) return path.resolve(target)
      missing.push(path.basename(current))
      current = parent
    }
  }
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** Refuses to start when CVs or the database would lie inside the folder served to the world. */
export async function assertDataOutsideSite(folders: {
  dataDir: string
  uploadDir: string
  staticDir: string
  backup?: { dir: string | null }
}): Promise<void> {
  const site = await realPathOf(folders.staticDir)
  const backupDir = folders.backup?.dir ?? null
  for (const [name, dir] of [
    ['DATA_DIR', folders.dataDir],
    ['UPLOAD_DIR', folders.uploadDir],
    ...(backupDir === null ? [] : [['BACKUP_DIR', backupDir] as const]),
  ] as const) {
    if (isInside(await realPathOf(dir), site)) {
      throw new ConfigError(
        `${name} (${dir}) lies inside STATIC_DIR (${folders.staticDir}), which is served to everyone: ` +
          'move it outside the built site.',
      )
    }
  }
}
