import { type ChildProcess, spawn } from 'node:child_process'
import type { Plugin } from 'vite'

/**
 * `npm run dev` shows real data: /api goes to the companion server at DEV_API_URL (default
 * http://127.0.0.1:8080), which the dev server starts (from the sources, embedded database in
 * DATA_DIR) when nothing answers there, and stops with itself.
 */
export function devApi(repoRoot: string): Plugin {
  const devApiUrl = process.env.DEV_API_URL ?? 'http://127.0.0.1:8080'
  let child: ChildProcess | undefined
  const answers = () =>
    fetch(new URL('/api/health', devApiUrl), { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    )
  return {
    name: 'arcnova:dev-api',
    apply: 'serve',
    config: () => ({
      server: {
        proxy: {
          // Host and Origin stay the dev server's, so the API's same-origin check passes as on the real site.
          '/api': { target: devApiUrl },
        },
      },
    }),
    async configureServer(server) {
      // Vitest runs on a Vite dev server too (mode 'test'); its tests start the servers they need themselves.
      if (server.config.mode === 'test') return
      if (await answers()) {
        server.config.logger.info(`/api → ${devApiUrl} (already running)`)
        return
      }
      const { hostname, port } = new URL(devApiUrl)
      child = spawn(process.execPath, ['server/start.mjs'], {
        cwd: repoRoot,
        env: { ...process.env, HOST: hostname, PORT: port || '80', SKIP_BUILD: '1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      server.httpServer?.once('close', () => child?.kill('SIGTERM'))
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child?.kill('SIGTERM'))
      // The first page asks for data at once: wait (up to 30 s) until the server answers.
      for (let waited = 0; waited < 30_000 && child.exitCode === null && !(await answers()); waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      server.config.logger.info(`/api → ${devApiUrl} (started the companion server)`)
    },
  }
}
