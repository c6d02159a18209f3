import { expect, test } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import { waitForApp } from './support'

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial' })

const buildsDir = resolve('tests/.artifacts-update')
// The version the visitor has is the suite's own build; the test builds only the next one (a build costs
// 10–20 s of CPU on the 2-core CI machine; record 080).
const current = { dir: resolve(process.env.OUT_DIR ?? 'dist'), id: process.env.VITE_BUILD_ID ?? 'local' }
const next = { dir: join(buildsDir, 'next'), id: `${current.id}-next` }
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

/** A bare static server whose folder the test can swap, standing in for a deploy. */
function serveSwappable() {
  let root = ''
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = join(root, path)
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    })
    response.end(readFileSync(file))
  })
  return {
    server,
    deploy: (dir: string) => (root = dir),
    listen: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () => {
          const address: AddressInfo | string | null = server.address()
          done(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
        }),
      ),
  }
}

let site: ReturnType<typeof serveSwappable>
let origin = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  execFileSync('npx', ['vite', 'build', '--outDir', next.dir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_BUILD_ID: next.id },
    stdio: 'inherit',
  })
  site = serveSwappable()
  site.deploy(current.dir)
  origin = await site.listen()
})

test.afterAll(() => site.server.close())

test("a new version waits for the visitor's 'Reload' and never resets what they typed", async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`${origin}/contact`)
  await waitForApp(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect(page.locator('html')).toHaveAttribute('data-build', current.id)

  site.deploy(next.dir)
  await page.reload()
  await waitForApp(page)
  const prompt = page.getByText('A new version is available', { exact: true })
  await expect(prompt).toBeVisible({ timeout: 20_000 })

  const field = page.getByRole('main').getByRole('textbox').first()
  await field.fill('Half-written message')
  await page.waitForTimeout(2000)
  await expect(field).toHaveValue('Half-written message')
  await expect(page.locator('html')).toHaveAttribute('data-build', current.id)

  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-build', next.id, { timeout: 15_000 })
  await waitForApp(page)
  await expect(prompt).toHaveCount(0)
})
