import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { backupSentence } from '../../src/site/retention.ts'
import { stampFileName } from '../build/build-stamp.ts'
import { buildReason } from '../build/ensure-site-build.ts'
import { builtSite, expectPolicyAllowsItsScripts, hasRenderer, routerLoaderData } from '../test-support/data-pages.ts'
import { startTestServer, tempDir, type TestServer } from '../test-support/test-server.ts'

const builtWithDefaults = 'Job applications and their CVs: kept for 1 year after the job is closed, then deleted.'
const figures = { applicationDays: 200, talentPoolDays: 730, messageDays: 730, backupKeepDays: null }
const running = 'Job applications and their CVs: kept for 200 days after the job is closed, then deleted.'

/** The build's files that a rebuild would rewrite. */
const buildFiles = () =>
  Promise.all(['index.html', stampFileName, 'privacy/index.html'].map((file) => readFile(path.join(builtSite, file))))

describe.runIf(hasRenderer)(
  'RETENTION_* at run time: a production install started with other figures than its build (record 062)',
  () => {
    let server: TestServer
    let backups: TestServer
    let backupDir: string
    let before: Buffer[]

    beforeAll(async () => {
      // The build `npm test` makes, with the default figures: its own privacy page says so.
      expect(await readFile(path.join(builtSite, 'privacy', 'index.html'), 'utf8')).toContain(builtWithDefaults)
      before = await buildFiles()
      backupDir = await tempDir('backups')
      server = await startTestServer({ STATIC_DIR: builtSite, RETENTION_APPLICATION_DAYS: '200' })
      backups = await startTestServer({
        STATIC_DIR: builtSite,
        RETENTION_APPLICATION_DAYS: '200',
        BACKUP_DIR: backupDir,
        BACKUP_KEEP_DAYS: '14',
      })
    }, 60_000)
    afterAll(async () => {
      await server?.cleanup()
      await backups?.cleanup()
      await rm(backupDir, { recursive: true, force: true })
    })

    it('needs no build: npm start finds the build finished whatever RETENTION_* says', async () => {
      vi.stubEnv('RETENTION_APPLICATION_DAYS', '200')
      try {
        expect(await buildReason(builtSite)).toBeNull()
      } finally {
        vi.unstubAllEnvs()
      }
    })

    it('serves /privacy with the running figures, in the HTML and in the page data the app hydrates with', async () => {
      const response = await fetch(`${server.url}/privacy`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const html = await response.text()
      expect(html).toContain(running)
      expect(html).not.toContain(builtWithDefaults)
      expect(html).not.toMatch(/Backups:/)
      // The root route's loader data in the router's state: the figures the notices and the page read.
      expect(routerLoaderData(html, '__root__')).toEqual({ retention: figures })
      expectPolicyAllowsItsScripts(response, html)
    })

    it('gives the job list the same figures for its apply dialog, and answers them at /api/retention/', async () => {
      const html = await (await fetch(`${server.url}/job-openings`)).text()
      expect(routerLoaderData(html, '__root__')).toEqual({ retention: figures })
      expect(await (await fetch(`${server.url}/api/retention/`)).json()).toEqual(figures)
    })

    it('with backups (BACKUP_DIR), says within how many days erased data leaves them', async () => {
      const html = await (await fetch(`${backups.url}/privacy`)).text()
      expect(html).toContain(running)
      expect(html).toContain(backupSentence(14))
      expect(await (await fetch(`${backups.url}/api/retention/`)).json()).toMatchObject({ backupKeepDays: 14 })
    })

    it('leaves the build as it was: nothing was rebuilt', async () => {
      expect(await buildFiles()).toEqual(before)
    })
  },
)
