import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeSite, startTestServer, type TestServer } from '../test-support/test-server.ts'

describe('the console’s pages from the static site', () => {
  let server: TestServer
  beforeAll(async () => {
    const site = await fakeSite()
    await writeFile(path.join(site, 'app-shell.html'), '<!doctype html><title>Arcnova</title><div id="root"></div>')
    await writeFile(
      path.join(site, 'console-shell.html'),
      '<!doctype html><title>Arcnova</title><div id="root"><main class="console-frame"></main></div>',
    )
    server = await startTestServer({ STATIC_DIR: site })
  }, 60_000)
  afterAll(() => server.cleanup())

  it('serves /console pages as the console’s shell (its frame shown at once), not indexed, never the 404 page', async () => {
    for (const page of ['/console', '/console/', '/console/jobs', '/Console/Orders']) {
      const response = await fetch(`${server.url}${page}`)
      expect(`${page} ${response.status}`).toBe(`${page} 200`)
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toContain('<div id="root"><main class="console-frame">')
    }
    expect((await fetch(`${server.url}/console/missing.js`)).status).toBe(404)
    // Not a console page: the bare app shell.
    expect(await (await fetch(`${server.url}/consoles`)).text()).not.toContain('console-frame')
  })

  it('serves the applicant’s page and the buyer’s order page the bare app shell, no-store, noindex (its data comes from the API)', async () => {
    for (const page of ['/my-application', '/My-Application', '/my-order']) {
      const response = await fetch(`${server.url}${page}`)
      expect(`${page} ${response.status}`).toBe(`${page} 200`)
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toContain('<div id="root"></div>')
    }
  })
})
