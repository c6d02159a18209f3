import { existsSync } from 'node:fs'
import path from 'node:path'

/** The nearest folder at or above `start` holding a package.json. */
function packageRoot(start: string): string {
  let dir = start
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`no package.json above ${start}`)
    dir = parent
  }
  return dir
}

/**
 * The repository root, found the same way from the sources (server/) and from the compiled server
 * (server/dist/server/): relative paths in the environment, the migrations and the sandbox's script
 * are found from here.
 */
export const repoRoot = packageRoot(import.meta.dirname)
export const serverSourceDir = path.join(repoRoot, 'server')
