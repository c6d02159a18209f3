import { afterAll, beforeAll, expect } from 'vitest'
import { z } from 'zod'
import { shareLinkCreatedSchema } from '../../src/contracts/share-link.ts'
import { queryRows } from '../db/db.ts'
import { addJob, builtSite, hasRenderer } from './data-pages.ts'
import { pdfBytes } from './files.ts'
import { addTestStaff, signInBothSteps } from './staff.ts'
import { fakeSite, startTestServer, type TestServer } from './test-server.ts'

// What the share-link tests share (share-links-console.test.ts, share-links-visits.test.ts).
const password = 'a long enough password'
export const browser =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile'

/**
 * A server with a recruiter and a finance member signed in and two jobs, behind a proxy as in
 * production, started before the describe block this is called in and stopped after it.
 */
export function shareLinksServer() {
  let server: TestServer | undefined
  const started = () => {
    if (server === undefined) throw new Error('the share-link test server has not started')
    return server
  }
  let recruiter = ''
  let finance = ''
  let jobId = 0
  let otherJobId = 0
  const cv = pdfBytes(2000)

  const staffCall = (route: string, cookie: string, method = 'GET', body?: unknown) =>
    fetch(`${started().url}/api/console/${route}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const createLink = async (job: number, source: string) => {
    const response = await staffCall(`jobs/${job}/share-links`, recruiter, 'POST', { source })
    expect(response.status).toBe(201)
    return shareLinkCreatedSchema.parse(await response.json())
  }
  const open = (code: string, init: RequestInit = {}) =>
    fetch(`${started().url}/j/${code}`, {
      redirect: 'manual',
      ...init,
      headers: { 'User-Agent': browser, ...init.headers },
    })
  const visits = async (code: string) =>
    (
      await queryRows(
        started().db,
        z.object({ visits: z.coerce.number() }),
        `SELECT coalesce(sum(v.visits), 0) AS visits FROM share_links s
         LEFT JOIN share_link_visits v ON v.share_link_id = s.id WHERE s.code = $1`,
        [code],
      )
    )[0]?.visits
  const apply = async (job: number, shareLink?: string) => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ job: String(job), full_name: 'Asha Rao', email: 'asha@example.com' }))
      form.set(name, value)
    form.set('phone', '+91 98765 43210')
    if (shareLink !== undefined) form.set('share_link', shareLink)
    form.set('resume', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf')
    const response = await fetch(`${started().url}/api/job-applications/`, { method: 'POST', body: form })
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    return (
      await queryRows(
        started().db,
        z.object({ source: z.string().nullable(), share_link_id: z.number().nullable() }),
        'SELECT source, share_link_id FROM job_applications WHERE id = $1',
        [id],
      )
    )[0]
  }

  beforeAll(async () => {
    server = await startTestServer({
      STATIC_DIR: hasRenderer ? builtSite : await fakeSite(),
      SITE_URL: 'https://jobs.arcnova.example',
      // Visitors' networks from X-Forwarded-For, as behind the production proxy.
      TRUST_PROXY: '1',
    })
    await addTestStaff(server.db, 'recruiter@arcnova.example', password, 'recruiter')
    await addTestStaff(server.db, 'finance@arcnova.example', password, 'finance')
    recruiter = await signInBothSteps(server.db, `${server.url}/api`, 'recruiter@arcnova.example', password)
    finance = await signInBothSteps(server.db, `${server.url}/api`, 'finance@arcnova.example', password)
    jobId = await addJob(server, 'Share Link Engineer', 'Build the links recruiters share.\nSecond paragraph.')
    otherJobId = await addJob(server, 'Other Role', 'Another job.')
  }, 60_000)
  afterAll(() => server?.cleanup())
  return {
    get server() {
      return started()
    },
    get recruiter() {
      return recruiter
    },
    get finance() {
      return finance
    },
    get jobId() {
      return jobId
    },
    get otherJobId() {
      return otherJobId
    },
    staffCall,
    createLink,
    open,
    visits,
    apply,
  }
}
