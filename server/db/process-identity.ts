import { readFile } from 'node:fs/promises'

/** What /proc says of a process: enough to tell it from a later one that got the same pid. */
export interface ProcessStat {
  /** Field 3: R, S, D, … ; Z (zombie) and X (dead) mean it is gone, whatever kill(pid, 0) says. */
  state: string
  /** Field 22: clock ticks from boot to its start; a string, as /proc writes it, to compare exactly. */
  startTime: string
}

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined)

/** Parses the text of /proc/<pid>/stat; null when it is not in that shape. */
export function parseProcessStat(text: string): ProcessStat | null {
  // Field 2 (the command name) is in parentheses and may itself hold spaces and ')': split after the last one.
  const afterName = text.lastIndexOf(')')
  if (afterName < 0) return null
  const fields = text
    .slice(afterName + 1)
    .trim()
    .split(/\s+/)
  const [state, startTime] = [fields[0], fields[19]]
  return state !== undefined && startTime !== undefined && /^\d+$/.test(startTime) ? { state, startTime } : null
}

/**
 * The process's /proc entry: 'gone' when there is no such process; 'unknown' where /proc cannot tell
 * (macOS has none; hidepid hides other users' processes; an entry in another shape).
 */
export async function readProcessStat(pid: number): Promise<ProcessStat | 'gone' | 'unknown'> {
  try {
    return parseProcessStat(await readFile(`/proc/${pid}/stat`, 'utf8')) ?? 'unknown'
  } catch (error) {
    if (errorCode(error) !== 'ENOENT' && errorCode(error) !== 'ESRCH') return 'unknown'
    const procMounted = await readFile('/proc/self/stat', 'utf8').then(
      () => true,
      () => false,
    )
    return procMounted && !pidExists(pid) ? 'gone' : 'unknown'
  }
}

/** This boot of this machine (a pid or start time from another boot means nothing here); null without /proc. */
export async function readBootId(): Promise<string | null> {
  return readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
    (text) => text.trim(),
    () => null,
  )
}

/** kill(pid, 0): true for any process with that pid, a zombie or someone else's included. */
export function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return errorCode(error) === 'EPERM'
  }
}
