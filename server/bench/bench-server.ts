import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from '../config.ts'

/** The server as production runs it (NODE_ENV production, the built site served, not rebuilt), for a bench. */
export function spawnBenchServer(options: {
  port: number
  dataDir: string
  staticDir: string
  env?: Record<string, string>
  stdio: StdioOptions
}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'index.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      STATIC_DIR: options.staticDir,
      SKIP_BUILD: '1',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: options.stdio,
  })
}
