import { type ChildProcess, spawn } from 'node:child_process'
import { readProcessStat } from '../db/process-identity.ts'
import { repoRoot } from '../paths.ts'
import { testDataKey } from './test-key.ts'

export interface ServerProcess {
  /** The server, or (unreaped) the shell-turned-sleep that started it. */
  child: ChildProcess
  /** The server's own pid; with unreaped, also its process group's id. */
  pid: number
  url: string
  /** Everything the process has written so far (its JSON log lines). */
  output: () => string
}

export interface ServerProcessOptions {
  /**
   * Started in a process group of its own (setsid) by a shell that then becomes a `sleep` and never
   * reaps it: killed, it stays a zombie, as under a PID 1 that reaps slowly. Linux only.
   */
  unreaped?: boolean
}

// As `npm start` runs it: the compiled server when npm run build made a current one (npm test does), else
// the sources through tsx. Compiled, a start takes about a quarter less time (record 080).
const serverCommand = [process.execPath, 'server/start.mjs']
// "$0" "$@" is the server command, passed as arguments so nothing in it is parsed by the shell.
const unreapedCommand = ['sh', '-c', 'setsid "$0" "$@" & echo "server pid $!"; exec sleep 1000', ...serverCommand]

/**
 * The server as production runs it (server/index.ts), as a real process that can be killed: on
 * 127.0.0.1, a free port, no build; `env` adds the rest (DATA_DIR, DATABASE_URL, …). Resolves with
 * its address once its start-up log line names it.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const [command = '', ...args] = options.unreaped === true ? unreapedCommand : serverCommand
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'info',
      DATA_KEY: testDataKey,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const serverPid = () => (options.unreaped === true ? Number(/^server pid (\d+)$/m.exec(output)?.[1]) : child.pid)
  const url = await new Promise<string>((resolve, reject) => {
    let settled = false
    const fail = (why: string) => {
      settled = true
      clearInterval(timer)
      reject(new Error(`server ${why}: ${output}`))
    }
    const timer = setInterval(() => {
      // The start-up log line: {"msg":"listening","address":"http://127.0.0.1:…",…}
      const match = /"address":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)
      if (match?.[1] !== undefined) {
        settled = true
        clearInterval(timer)
        resolve(match[1])
        return
      }
      // Unreaped, its exit shows only in /proc (a zombie); the sleep above it goes too.
      const pid = serverPid()
      if (options.unreaped === true && pid !== undefined && Number.isInteger(pid)) {
        void readProcessStat(pid).then((stat) => {
          // Once started, its death is the caller's business (a test that kills it on purpose).
          if (settled) return
          if (stat === 'gone' || (typeof stat === 'object' && stat.state === 'Z')) {
            child.kill('SIGKILL')
            fail('exited')
          }
        })
      }
    }, 50)
    child.once('exit', (code) => fail(`exited with ${code}`))
  })
  const pid = serverPid()
  if (pid === undefined || !Number.isInteger(pid)) throw new Error(`no server pid: ${output}`)
  return { child, pid, url, output: () => output }
}

/** Stops a server process with SIGTERM (a clean shutdown) and waits for it to exit. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}
