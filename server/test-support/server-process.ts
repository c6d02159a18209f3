import { type ChildProcess, spawn } from 'node:child_process'
import { repoRoot } from '../paths.ts'

export interface ServerProcess {
  child: ChildProcess
  url: string
  /** Everything the process has written so far (its JSON log lines). */
  output: () => string
}

/**
 * The server as production runs it (server/index.ts), as a real process that can be killed: on
 * 127.0.0.1, a free port, no build; `env` adds the rest (DATA_DIR, DATABASE_URL, …). Resolves with
 * its address once its start-up log line names it.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SKIP_BUILD: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      // The start-up log line: {"msg":"listening","address":"http://127.0.0.1:…",…}
      const match = /"address":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)
      if (match?.[1] !== undefined) {
        clearInterval(timer)
        resolve(match[1])
      }
    }, 50)
    child.once('exit', (code) => {
      clearInterval(timer)
      reject(new Error(`server exited with ${code}: ${output}`))
    })
  })
  return { child, url, output: () => output }
}

/** Stops a server process with SIGTERM (a clean shutdown) and waits for it to exit. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}
