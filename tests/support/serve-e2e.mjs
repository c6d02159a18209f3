// Serves the already-built site for the browser tests with the companion server, as in
// production (fresh database each run). E2E_STATIC=1 falls back to Vite's static preview.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = process.argv[2] ?? '4173'
const useServer = process.env.E2E_STATIC !== '1' && existsSync('server/index.ts')
const dataDir = mkdtempSync(join(tmpdir(), 'arcnova-e2e-'))
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: port,
  SKIP_BUILD: '1',
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '100000',
  // The request log would fill the test report (Playwright prints the server's output).
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  STATIC_DIR: process.env.OUT_DIR ?? 'dist',
}
const [command, args] = useServer
  ? ['npx', ['tsx', 'server/index.ts']]
  : [
      'npx',
      [
        'vite',
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        port,
        '--strictPort',
        '--outDir',
        process.env.OUT_DIR ?? 'dist',
      ],
    ]
const child = spawn(command, args, { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
