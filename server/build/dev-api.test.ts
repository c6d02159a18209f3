import { rm } from 'node:fs/promises'
import { createServer as netServer } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViteDevServer } from 'vite'
import { repoRoot } from '../paths.ts'
import { tempDir } from '../test-support/test-server.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = netServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0))
    })
  })
}

describe('npm run dev', () => {
  let vite: ViteDevServer
  let dataDir = ''
  let apiUrl = ''
  beforeAll(async () => {
    dataDir = await tempDir('dev')
    // A new migrated and seeded database, as a first start leaves it (initdb is tested in restart.test.ts).
    await copyFreshDatabase(dataDir)
    apiUrl = `http://127.0.0.1:${await freePort()}`
    // Read when the config loads: where /api goes, and the data of the server it starts there.
    process.env.DEV_API_URL = apiUrl
    process.env.DATA_DIR = dataDir
    const { createServer } = await import('vite')
    vite = await createServer({
      configFile: path.join(repoRoot, 'vite.config.ts'),
      root: repoRoot,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: await freePort(), strictPort: true },
    })
    await vite.listen()
  }, 120_000)
  afterAll(async () => {
    await vite?.close()
    delete process.env.DEV_API_URL
    delete process.env.DATA_DIR
    await rm(dataDir, { recursive: true, force: true })
  })

  it('starts the companion server when none runs and proxies /api to it: real jobs, and a POST from the page', async () => {
    const site = vite.resolvedUrls?.local[0] ?? ''
    expect((await fetch(`${apiUrl}/api/health`)).status).toBe(200)
    const jobs = (await (await fetch(new URL('/api/jobs/', site))).json()) as { count: number }
    expect(jobs.count).toBeGreaterThan(0)
    const origin = new URL(site).origin
    const referral = await fetch(new URL('/api/referrals/', site), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ name: 'Dev Visitor', email: 'dev.visitor@example.com' }),
    })
    expect(referral.status).toBe(201)
  })

  it('stops that server with itself', async () => {
    await vite.close()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await expect(fetch(`${apiUrl}/api/health`)).rejects.toThrow()
  })
})
