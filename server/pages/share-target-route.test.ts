import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appWithoutDb } from '../test-support/stub-deps.ts'
import { fakeSite, listen } from '../test-support/test-server.ts'

describe('a share that reaches the server (no service worker answered it)', () => {
  let site = ''
  let app: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => {
    site = await fakeSite()
    app = await listen(appWithoutDb({ staticDir: site }))
  })
  afterAll(async () => {
    await app.close()
    await rm(site, { recursive: true, force: true })
  })

  it('lands on the job list with a 303, never a 404 or 405, and keeps nothing', async () => {
    for (const path of ['/share-target/', '/share-target']) {
      const form = new FormData()
      form.append('cv', new File(['%PDF-1.4 cv'], 'asha-rao-cv.pdf', { type: 'application/pdf' }))
      const response = await fetch(`${app.url}${path}`, { method: 'POST', body: form, redirect: 'manual' })
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location'), path).toBe('/job-openings')
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  it('answers a share without a file the same way', async () => {
    const response = await fetch(`${app.url}/share-target/`, { method: 'POST', redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/job-openings')
  })
})
