// Serves the already-built site for the browser tests with the companion server, as in
// production (fresh database each run). E2E_STATIC=1 falls back to Vite's static preview.
// The server's e-mail goes to a real SMTP server here, which writes each message into
// <tmp>/arcnova-e2e-mail-<port>/ for the tests to read (tests/e2e/mail-support.ts; the applicant's link).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

const port = process.argv[2] ?? '4173'
const useServer = process.env.E2E_STATIC !== '1' && existsSync('server/index.ts')
const dataDir = mkdtempSync(join(tmpdir(), 'arcnova-e2e-'))
const mailDir = join(tmpdir(), `arcnova-e2e-mail-${port}`)
rmSync(mailDir, { recursive: true, force: true })
mkdirSync(mailDir, { recursive: true })
let received = 0
const mail = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      received += 1
      writeFileSync(join(mailDir, `${String(received).padStart(5, '0')}.eml`), Buffer.concat(chunks))
      callback()
    })
  },
})
await new Promise((resolve) => mail.listen(0, '127.0.0.1', resolve))
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
  SMTP_URL: `smtp://127.0.0.1:${mail.server.address().port}`,
  NOTIFY_EMAIL: 'hr@arcnova.example',
  // The e-mailed links open this server.
  SITE_URL: `http://127.0.0.1:${port}`,
}
const [command, args] = useServer
  ? [process.execPath, ['server/start.mjs']]
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
  mail.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(mailDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
