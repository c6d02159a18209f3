import { open, readFile, rm } from 'node:fs/promises'

/** Raised when another live process has the embedded database open. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}), most likely the running server. ` +
        'Stop it first: two processes must never open it at once. With PostgreSQL (DATABASE_URL) both can run.',
    )
    this.name = 'EmbeddedDatabaseInUse'
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One process at a time on the embedded database: PGlite has no lock of its own, and two processes
 * writing one folder corrupt it. A lock file beside the folder holds the owner's pid; one left by a
 * process that died (kill -9) is taken over. Returns the release function.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx', 0o600)
      await handle.writeFile(String(process.pid))
      await handle.close()
      return async () => {
        const owner = await readFile(lockPath, 'utf8').catch(() => '')
        if (owner === String(process.pid)) await rm(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10)
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) throw new EmbeddedDatabaseInUse(dir, owner)
      await rm(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${dir}`)
}
