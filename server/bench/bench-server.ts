import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from '../config.ts'

/**
 * The server as production runs it (NODE_ENV production, the built site served, not rebuilt), for a
 * bench: this tree's, or another tree's (`root`, a baseline checkout) with its own environment.
 */
export function spawnBenchServer(options: {
  port: number
  dataDir: string
  staticDir: string
  env?: Record<string, string>
  stdio: StdioOptions
  root?: string
  nodeArgs?: readonly string[]
  baseEnv?: NodeJS.ProcessEnv
}): ChildProcess {
  const root = options.root ?? repoRoot
  return spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'server', 'index.ts')],
    {
      cwd: root,
      env: {
        ...(options.baseEnv ?? process.env),
        HOST: '127.0.0.1',
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        STATIC_DIR: options.staticDir,
        SKIP_BUILD: '1',
        NODE_ENV: 'production',
        ...options.env,
      },
      stdio: options.stdio,
    },
  )
}
