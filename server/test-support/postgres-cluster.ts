import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port.ts'

const run = promisify(execFile)

/** Debian's PostgreSQL programs (initdb, pg_ctl), newest version first; null when none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? null : path.join(root, versions[0], 'bin')
}

/** When (performance.now()) the server had stopped, when it was told to start, and when it accepted connections. */
export interface Outage {
  downAt: number
  startAt: number
  upAt: number
}

export interface PostgresCluster {
  url: string
  /**
   * `pg_ctl restart -m fast` in its two halves: every connection is closed and the server stops, stays
   * down `downMs`, then starts again. Resolves once it accepts connections.
   */
  restart(downMs?: number): Promise<Outage>
  stop(): Promise<void>
}

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, a free port), so that a test
 * may restart it without disturbing any other. PostgreSQL refuses to run as root: as root it runs as
 * the `postgres` user that Debian's package creates.
 */
export async function startPostgresCluster(maxConnections = 100): Promise<PostgresCluster> {
  const bin = postgresBinDir()
  if (bin === null) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const asRoot = userInfo().uid === 0
  const dir = await mkdtemp(path.join(tmpdir(), 'arcnova-pgcluster-'))
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args)
  const data = path.join(dir, 'data')
  const port = await freePort()
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${maxConnections}`
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args])
  await ctl('-o', options, 'start')
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (downMs = 0) => {
      await ctl('-m', 'fast', 'stop')
      const downAt = performance.now()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      // It may accept connections a little before pg_ctl, polling, says so: down for sure only until here.
      const startAt = performance.now()
      await ctl('-o', options, 'start')
      return { downAt, startAt, upAt: performance.now() }
    },
    stop: async () => {
      if (stopped) return
      stopped = true
      await ctl('-m', 'immediate', 'stop').catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
