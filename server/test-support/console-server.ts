import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { z } from 'zod'
import { pdfBytes } from './files.ts'
import { addTestStaff, signInBothSteps } from './staff.ts'
import { fakeSite, startTestServer, type TestServer } from './test-server.ts'

// What the console API tests share (console-jobs-applications.test.ts, console-orders-lists.test.ts).
const password = 'a long enough password'
export const origin = 'https://www.arcnova.example'

/**
 * A server with a site map to extend and a signed-in staff member, started before the describe block
 * this is called in and stopped after it, and the calls its tests make.
 */
export function consoleTestServer() {
  let server: TestServer | undefined
  const started = () => {
    if (server === undefined) throw new Error('the console test server has not started')
    return server
  }
  let cookie = ''
  const cv = pdfBytes(3000)

  const api = (route: string) => `${started().url}/api/${route}`
  const call = (route: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
    fetch(api(`console/${route}`), {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  const json = async (response: Response): Promise<Record<string, unknown>> =>
    z.record(z.string(), z.unknown()).parse(await response.json())
  const results = async (response: Response) =>
    z.array(z.record(z.string(), z.unknown())).parse((await json(response)).results)

  async function apply(job: number, fullName: string, email: string): Promise<Response> {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      job: String(job),
      full_name: fullName,
      email,
      phone: '+91 98765 43210',
    }))
      form.set(name, value)
    form.set('comments', 'Available from January.')
    form.set('resume', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'Asha Rao – CV.pdf')
    return fetch(api('job-applications/'), { method: 'POST', body: form })
  }

  beforeAll(async () => {
    const site = await fakeSite()
    await writeFile(
      path.join(site, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${origin}/</loc></url>\n</urlset>\n`,
    )
    server = await startTestServer({ STATIC_DIR: site })
    await addTestStaff(server.db, 'hr@arcnova.example', password)
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'hr@arcnova.example', password)
  }, 60_000)
  afterAll(() => server?.cleanup())
  return {
    get server() {
      return started()
    },
    cv,
    api,
    call,
    json,
    results,
    apply,
  }
}
