import { randomUUID } from 'node:crypto'
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { z } from 'zod'
import { type Log, writeLog } from '../log.ts'
import { pidExists, readBootId, readProcessStat } from './process-identity.ts'

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

/** The lock file's content: the owner's pid, and its start time and boot to tell it from a later process with that pid. */
const lockRecord = z.object({
  pid: z.number().int().positive(),
  start: z.string().nullable(),
  boot: z.string().nullable(),
})
type LockRecord = z.infer<typeof lockRecord>
type Staleness = 'dead' | 'zombie' | 'pid reused' | 'unreadable'

function parseLock(text: string): LockRecord | null {
  // Locks written before start times were recorded hold the bare pid.
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), start: null, boot: null }
  try {
    const parsed = lockRecord.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

async function ownRecord(): Promise<LockRecord> {
  const stat = await readProcessStat(process.pid)
  return { pid: process.pid, start: typeof stat === 'object' ? stat.startTime : null, boot: await readBootId() }
}

/** Why the lock's owner can no longer be using the database; null while it may be. */
async function staleness(owner: LockRecord, self: LockRecord): Promise<Staleness | null> {
  const stat = await readProcessStat(owner.pid)
  if (stat === 'gone') return 'dead'
  // No /proc to ask (macOS): kill(pid, 0) is all there is.
  if (stat === 'unknown') return pidExists(owner.pid) ? null : 'dead'
  // A killed process its parent has not reaped yet: kill(pid, 0) still succeeds on it.
  if (stat.state === 'Z' || stat.state === 'X') return 'zombie'
  // A pid from another boot names no process of this one (boot_id is the kernel's, shared by its containers).
  if (owner.boot !== null && self.boot !== null && owner.boot !== self.boot) return 'pid reused'
  if (owner.start !== null) return owner.start === stat.startTime ? null : 'pid reused'
  // A bare-pid lock naming this process is from an earlier life: this code never writes that form.
  if (owner.pid === process.pid) return 'pid reused'
  // Of another live process, nothing says whether it wrote the lock: refuse, as a wrong take-over corrupts
  // the database while a wrong refusal costs one manual rm (and only once, for locks from before this format).
  return null
}

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined)

/** Creates the lock file whole or not at all (link never overwrites): no one ever reads a half-written one. */
async function create(lockPath: string, content: string): Promise<boolean> {
  const draft = `${lockPath}.${randomUUID()}`
  try {
    await writeFile(draft, content, { mode: 0o600, flag: 'wx' })
    await link(draft, lockPath)
    return true
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  } finally {
    await rm(draft, { force: true })
  }
}

/** Removes the stale lock judged from `text`, unless another starter has replaced it since. */
async function removeIfUnchanged(lockPath: string, text: string): Promise<boolean> {
  const aside = `${lockPath}.${randomUUID()}`
  try {
    await rename(lockPath, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false
    throw error
  }
  const moved = await readFile(aside, 'utf8').catch(() => null)
  // Moved a lock another starter had just taken: put it back (link, so a third one's is never overwritten).
  if (moved !== text) await link(aside, lockPath).catch(() => undefined)
  await rm(aside, { force: true })
  return moved === text
}

/**
 * One process at a time on the embedded database: PGlite has no lock of its own, and two processes
 * writing one folder corrupt it. A lock file beside the folder names the owner (pid, start time, boot);
 * one left by a process that died, is a zombie, or whose pid now belongs to another process is taken
 * over, with one log line. Returns the release function.
 */
export async function lockEmbeddedDatabase(dir: string, log: Log = writeLog): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`
  const self = await ownRecord()
  const content = JSON.stringify(self)
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await create(lockPath, content)) {
      return async () => {
        const owner = await readFile(lockPath, 'utf8').catch(() => '')
        if (owner === content) await rm(lockPath, { force: true })
      }
    }
    const text = await readFile(lockPath, 'utf8').catch(() => null)
    // Released between our attempt and this read: try again.
    if (text === null) continue
    const owner = parseLock(text)
    const reason = owner === null ? 'unreadable' : await staleness(owner, self)
    if (owner !== null && reason === null) throw new EmbeddedDatabaseInUse(dir, owner.pid)
    // Logged by whoever removes it (one starter only), even if another then wins the lock.
    if (reason !== null && (await removeIfUnchanged(lockPath, text))) {
      log('warn', 'took over a stale lock of the embedded database', { previousPid: owner?.pid ?? null, reason })
    }
  }
  throw new Error(`Could not lock ${dir}`)
}
