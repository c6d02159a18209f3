import { type ChildProcess, spawn } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LogFields, LogLevel } from '../log.ts'
import { type ServerProcess, startServerProcess } from '../test-support/server-process.ts'
import { fakeSite, tempDir } from '../test-support/test-server.ts'
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.ts'
import { parseProcessStat, readBootId, readProcessStat } from './process-identity.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'

const takeOver = 'took over a stale lock of the embedded database'
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve))

/** The pid's start time from /proc, failing the test where there is none. */
async function startTime(pid: number): Promise<string> {
  const stat = await readProcessStat(pid)
  if (typeof stat !== 'object') throw new Error(`no /proc entry for ${pid}`)
  return stat.startTime
}

async function waitForState(pid: number, state: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const stat = await readProcessStat(pid)
    if (typeof stat === 'object' && stat.state === state) return
    await pause(25)
  }
  throw new Error(`pid ${pid} never reached state ${state}`)
}

/** Waits until the process runs `command` (after an exec: /proc/<pid>/comm). */
async function waitForCommand(pid: number, command: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')
    if (comm.trim() === command) return
    await pause(25)
  }
  throw new Error(`pid ${pid} never ran ${command}`)
}

/** The first line a child writes (a pid, here). */
const firstLine = (child: ChildProcess) =>
  new Promise<string>((resolve) => {
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(text.split('\n')[0] ?? '')
    })
  })

it('reads state and start time from /proc/<pid>/stat even when the command name holds spaces and parentheses', () => {
  const line = `42 (a) b (c)) Z 1 42 42 0 -1 4228108 172 0 0 0 0 0 0 0 20 0 1 0 18647 0 0 18446744073709551615\n`
  expect(parseProcessStat(line)).toEqual({ state: 'Z', startTime: '18647' })
  expect(parseProcessStat('42 (truncated')).toBeNull()
})

describe.skipIf(process.platform !== 'linux')('the embedded database lock', () => {
  let dir = ''
  let lockPath = ''
  let lines: { level: LogLevel; message: string; fields?: LogFields }[] = []
  const log = (level: LogLevel, message: string, fields?: LogFields) => lines.push({ level, message, fields })
  const children: ChildProcess[] = []

  beforeEach(async () => {
    dir = path.join(await tempDir('lock'), 'pg')
    lockPath = `${dir}.lock`
    lines = []
  })
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL')
      await exited(child)
    }
    await rm(path.dirname(dir), { recursive: true, force: true })
  })

  const lockOf = async (pid: number, start: string | null) => JSON.stringify({ pid, start, boot: await readBootId() })

  it('refuses a second lock while this live process holds it, and frees it on release', async () => {
    const release = await lockEmbeddedDatabase(dir, log)
    await expect(lockEmbeddedDatabase(dir, log)).rejects.toBeInstanceOf(EmbeddedDatabaseInUse)
    await release()
    const again = await lockEmbeddedDatabase(dir, log)
    await again()
    expect(lines).toEqual([])
  })

  it.each(['bare pid', 'pid and start time'])(
    'takes over a lock of a dead process (%s), with one log line',
    async (form) => {
      const child = spawn('true')
      const pid = child.pid ?? 0
      const start = await startTime(pid).catch(() => '1')
      await exited(child)
      await writeFile(lockPath, form === 'bare pid' ? String(pid) : await lockOf(pid, start))
      const release = await lockEmbeddedDatabase(dir, log)
      expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid })
      expect(lines).toEqual([{ level: 'warn', message: takeOver, fields: { previousPid: pid, reason: 'dead' } }])
      await release()
    },
  )

  it('takes over a lock whose pid now belongs to another live process (start time or boot differs)', async () => {
    const child = spawn('sleep', ['30'])
    children.push(child)
    const pid = child.pid ?? 0
    const start = await startTime(pid)
    await writeFile(lockPath, await lockOf(pid, String(Number(start) + 1)))
    await (await lockEmbeddedDatabase(dir, log))()
    await writeFile(lockPath, JSON.stringify({ pid, start, boot: 'a-boot-before-the-last-restart' }))
    await (await lockEmbeddedDatabase(dir, log))()
    const line = { level: 'warn', message: takeOver, fields: { previousPid: pid, reason: 'pid reused' } }
    expect(lines).toEqual([line, line])
    // The same process with its true start time still holds it.
    await writeFile(lockPath, await lockOf(pid, start))
    await expect(lockEmbeddedDatabase(dir, log)).rejects.toBeInstanceOf(EmbeddedDatabaseInUse)
  })

  it.each(['bare pid', 'pid and start time'])('takes over a lock of a zombie (%s)', async (form) => {
    // The shell starts a sleep, then becomes a sleep itself that never reaps it: killed, the inner one stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 1000 & echo $!; exec sleep 1000'], { stdio: ['ignore', 'pipe', 'ignore'] })
    children.push(parent)
    const pid = Number(await firstLine(parent))
    const start = await startTime(pid)
    // Killed before the shell has become the sleep, the shell itself may reap it: no zombie then.
    await waitForCommand(parent.pid ?? -1, 'sleep')
    process.kill(pid, 'SIGKILL')
    await waitForState(pid, 'Z')
    await writeFile(lockPath, form === 'bare pid' ? String(pid) : await lockOf(pid, start))
    await (await lockEmbeddedDatabase(dir, log))()
    expect(lines).toEqual([{ level: 'warn', message: takeOver, fields: { previousPid: pid, reason: 'zombie' } }])
  })

  it('keeps refusing a bare-pid lock of another live process: nothing says it is not the owner', async () => {
    const child = spawn('sleep', ['30'])
    children.push(child)
    await writeFile(lockPath, String(child.pid))
    await expect(lockEmbeddedDatabase(dir, log)).rejects.toBeInstanceOf(EmbeddedDatabaseInUse)
  })

  it('lets only one of two simultaneous starters take over a stale lock', async () => {
    for (let round = 0; round < 20; round++) {
      await writeFile(lockPath, String(2 ** 22 + 1)) // above pid_max's ceiling: never a live process
      const results = await Promise.allSettled([lockEmbeddedDatabase(dir, log), lockEmbeddedDatabase(dir, log)])
      const winners = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      expect(winners).toHaveLength(1)
      for (const release of winners) await release()
    }
    expect(lines).toHaveLength(20)
  })
})

describe.skipIf(process.platform !== 'linux')('a restart right after the server is killed', () => {
  const folders: string[] = []
  const servers: ServerProcess[] = []
  afterAll(async () => {
    for (const server of servers) {
      // The server's own group, then the sleep that holds it unreaped.
      try {
        process.kill(-server.pid, 'SIGKILL')
      } catch {}
      server.child.kill('SIGKILL')
      await exited(server.child)
    }
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  it('starts at once on the same data folder while the killed one is still a zombie', async () => {
    const dataDir = await tempDir('killed')
    // A new migrated and seeded database, as a first start leaves it (initdb is tested in restart.test.ts).
    await copyFreshDatabase(dataDir)
    const site = await fakeSite()
    folders.push(dataDir, site)
    const env = { DATA_DIR: dataDir, STATIC_DIR: site }
    const first = await startServerProcess(env, { unreaped: true })
    servers.push(first)

    process.kill(-first.pid, 'SIGKILL')
    await waitForState(first.pid, 'Z')
    const second = await startServerProcess(env, { unreaped: true })
    servers.push(second)
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200)
    expect(second.output().split(takeOver)).toHaveLength(2)
    // Still a zombie as the second one started: kill(pid, 0) alone would have refused.
    expect(await readProcessStat(first.pid)).toMatchObject({ state: 'Z' })
  }, 180_000) // two starts of a real server process on a busy machine
})
