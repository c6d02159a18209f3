import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessMessages } from '../../src/contracts/console-access.ts'
import { shareLinkCreatedSchema, jobSourcesSchema, shareLinkMessages } from '../../src/contracts/share-link.ts'
import { type Queryable, queryRows } from '../db/db.ts'
import { addJob, builtSite, hasRenderer } from '../test-support/data-pages.ts'
import { pdfBytes } from '../test-support/files.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { fakeSite, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { countVisit, sweepShareLinkVisitors } from './share-link-visits.ts'
import { shareLinkConsoleMessages } from './share-links-console-routes.ts'

const password = 'a long enough password'
const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile'

/** The head tags a link preview reads: title, description, canonical and Open Graph / Twitter. */
function previewTags(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [
    ...head.matchAll(
      /<title[^>]*>[^<]*<\/title>|<meta (?:name|property)="(?:description|og:[^"]+|twitter:[^"]+)"[^>]*>|<link rel="canonical"[^>]*>/g,
    ),
  ].map((match) => match[0])
}

describe('tracked share links (issue 43)', () => {
  let server: TestServer
  let recruiter = ''
  let finance = ''
  let jobId = 0
  let otherJobId = 0
  const cv = pdfBytes(2000)

  const staffCall = (route: string, cookie: string, method = 'GET', body?: unknown) =>
    fetch(`${server.url}/api/console/${route}`, {
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
    fetch(`${server.url}/j/${code}`, {
      redirect: 'manual',
      ...init,
      headers: { 'User-Agent': browser, ...init.headers },
    })
  const visits = async (code: string) =>
    (
      await queryRows(
        server.db,
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
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    return (
      await queryRows(
        server.db,
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
  afterAll(() => server.cleanup())

  it('makes a link per source on the site’s origin, with a random 10-character code and a QR code; audited', async () => {
    const link = await createLink(jobId, '  LinkedIn ')
    expect(link).toMatchObject({ job_id: jobId, source: 'LinkedIn', created_by: 'recruiter@arcnova.example' })
    expect(link.code).toMatch(/^[1-9A-HJ-NP-Za-km-z]{10}$/)
    expect(link.url).toBe(`https://jobs.arcnova.example/j/${link.code}`)
    expect(link.qr_svg).toMatch(/^<svg/)
    expect((await createLink(jobId, 'LinkedIn')).code).not.toBe(link.code)
    const audit = await queryRows(
      server.db,
      z.object({ action: z.string(), subject: z.string(), detail: z.string() }),
      "SELECT action, subject, detail FROM audit_log WHERE action LIKE 'share-link.%'",
    )
    expect(audit[0]).toEqual({
      action: 'share-link.created',
      subject: `Job ${jobId}: Share Link Engineer`,
      detail: 'Source: LinkedIn',
    })
    for (const [source, message] of [
      ['', shareLinkMessages.sourceRequired],
      ['x'.repeat(61), shareLinkMessages.sourceTooLong],
      ['Line\u0000feed', shareLinkMessages.sourceForbidden],
    ] as const) {
      const refused = await staffCall(`jobs/${jobId}/share-links`, recruiter, 'POST', { source })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ errors: { source: message } })
    }
    expect((await staffCall('jobs/999999/share-links', recruiter, 'POST', { source: 'X' })).status).toBe(404)
  })

  it.runIf(hasRenderer)('opens the job with the job’s own preview tags, and counts real visits only', async () => {
    const { code } = await createLink(jobId, 'WhatsApp')
    const response = await open(code)
    expect(response.status).toBe(302)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const location = response.headers.get('location') ?? ''
    expect(location).toBe(`/job-openings?job=${jobId}&via=${code}`)
    const shared = await fetch(`${server.url}${location}`)
    const own = await fetch(`${server.url}/job-openings?job=${jobId}`)
    expect(shared.status).toBe(200)
    const tags = previewTags(await shared.text())
    expect(tags).toEqual(previewTags(await own.text()))
    expect(tags.join('\n')).toMatch(/<title[^>]*>Share Link Engineer \| /)
    expect(tags.join('\n')).toMatch(/og:image/)
    expect(tags.join('\n')).toContain('Build the links recruiters share.')
    expect(await visits(code)).toBe(1)
    // Preview robots, HEAD requests and prefetches open the job but are not visits.
    for (const headers of [
      { 'User-Agent': 'WhatsApp/2.23.20.0' },
      { 'User-Agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)' },
      { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
      { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
      { 'Sec-Purpose': 'prefetch' },
      { 'User-Agent': '' },
    ] as Array<Record<string, string>>) {
      expect((await open(code, { headers })).status).toBe(302)
    }
    expect((await open(code, { method: 'HEAD' })).status).toBe(302)
    expect(await visits(code)).toBe(1)
  })

  it.runIf(hasRenderer)('opens a closed job’s page saying it is closed, with the other openings', async () => {
    const closing = await addJob(server, 'Soon Closed Role', 'Closing.')
    const { code } = await createLink(closing, 'Naukri')
    await server.db.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [closing])
    const response = await open(code)
    expect(response.headers.get('location')).toBe(`/job-openings?job=${closing}&via=${code}`)
    const page = await fetch(`${server.url}${response.headers.get('location')}`)
    const html = await page.text()
    expect(html).toContain('This job is no longer open.')
    expect(html).toContain('Share Link Engineer')
    expect(await visits(code)).toBe(1)
    // No new links for a closed job.
    const refused = await staffCall(`jobs/${closing}/share-links`, recruiter, 'POST', { source: 'LinkedIn' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: shareLinkConsoleMessages.jobClosed })
  })

  it('answers an unknown or malformed code with the site’s 404', async () => {
    for (const code of ['AAAAAAAAAA', 'short', '0OIl0OIl0O', 'abcdefghijk']) {
      const response = await open(code)
      expect(`${code} ${response.status}`).toBe(`${code} 404`)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
    }
  })

  it('records the source of an application that names an enabled link of its job, else Direct', async () => {
    const linkedIn = await createLink(jobId, 'Referred by Priya')
    const other = await createLink(otherJobId, 'E-mail')
    expect(await apply(jobId, linkedIn.code)).toEqual({ source: 'Referred by Priya', share_link_id: linkedIn.id })
    expect(await apply(jobId)).toEqual({ source: null, share_link_id: null })
    for (const code of [other.code, 'AAAAAAAAAA', 'not a code', ''])
      expect(await apply(jobId, code)).toEqual({ source: null, share_link_id: null })

    const sources = jobSourcesSchema.parse(await (await staffCall(`jobs/${jobId}/share-links`, recruiter)).json())
    expect(sources.job).toEqual({ id: jobId, job_name: 'Share Link Engineer', open: true })
    expect(sources.sources).toEqual([
      { source: 'Direct', applications: 5 },
      { source: 'Referred by Priya', applications: 1 },
    ])
    expect(sources.links.find((link) => link.id === linkedIn.id)).toMatchObject({ visits: 0, applications: 1 })
    const listed = await (await staffCall(`applications/?job=${jobId}`, recruiter)).json()
    expect(
      z
        .object({ results: z.array(z.object({ source: z.string().nullable() })) })
        .parse(listed)
        .results.map((row) => row.source)
        .sort(),
    ).toEqual(['Referred by Priya', null, null, null, null, null].sort())
  })

  it('disables a link: it still opens the job, counts nothing and gives no source; audited once', async () => {
    const link = await createLink(jobId, 'Recruiter Ravi')
    await open(link.code)
    const disabled = await staffCall(`share-links/${link.id}/disable`, recruiter, 'POST')
    expect(disabled.status).toBe(200)
    expect(await disabled.json()).toMatchObject({ id: link.id, visits: 1, disabled_at: expect.any(String) })
    expect((await staffCall(`share-links/${link.id}/disable`, recruiter, 'POST')).status).toBe(200)
    const opened = await open(link.code)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`/job-openings?job=${jobId}&via=${link.code}`)
    expect(await visits(link.code)).toBe(1)
    expect(await apply(jobId, link.code)).toEqual({ source: null, share_link_id: null })
    const audit = await queryRows(
      server.db,
      z.object({ subject: z.string() }),
      "SELECT subject FROM audit_log WHERE action = 'share-link.disabled'",
    )
    expect(audit).toEqual([{ subject: `Job ${jobId}: share link ${link.id}` }])
    expect((await staffCall('share-links/999999/disable', recruiter, 'POST')).status).toBe(404)
  })

  it("reads the day's salt once, then a visit is one statement", async () => {
    const { code } = await createLink(jobId, 'Round trips')
    const { id } = z
      .object({ id: z.number() })
      .parse((await server.db.query('SELECT id FROM share_links WHERE code = $1', [code]))[0])
    const statements: string[] = []
    const counted: Queryable = {
      query: (sql, params) => {
        statements.push(sql)
        return server.db.query(sql, params)
      },
      exec: (sql) => server.db.exec(sql),
    }
    await countVisit(counted, id, '192.0.2.1')
    expect(statements).toHaveLength(3)
    await countVisit(counted, id, '192.0.2.2')
    await countVisit(counted, id, '192.0.2.1')
    expect(statements).toHaveLength(5)
    expect(await visits(code)).toBe(2)
  })

  it('counts 200 visitors at once from 200 networks as exactly 200', async () => {
    const { code } = await createLink(jobId, 'Concurrency')
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        open(code, { headers: { 'X-Forwarded-For': `198.51.${Math.floor(index / 100)}.${index % 100}` } }),
      ),
    )
    expect(answers.every((response) => response.status === 302)).toBe(true)
    expect(await visits(code)).toBe(200)
  })

  it('counts a visit once per link, client network and day: 300 openings at once from one network are one (issue 59 item 5)', async () => {
    const { code } = await createLink(jobId, 'One phone')
    const fromOnePhone = { 'X-Forwarded-For': '203.0.113.7' }
    const answers = await Promise.all(Array.from({ length: 300 }, () => open(code, { headers: fromOnePhone })))
    expect(answers.every((response) => response.status === 302)).toBe(true)
    expect(await visits(code)).toBe(1)
    // Every address of one IPv6 /64 is one network; another /64 is another visitor.
    for (let host = 1; host <= 20; host++)
      await open(code, { headers: { 'X-Forwarded-For': `2001:db8:5:6::${host.toString(16)}` } })
    await open(code, { headers: { 'X-Forwarded-For': '2001:db8:5:7::1' } })
    expect(await visits(code)).toBe(3)
    // Nothing readable about the visitor is kept: a salted hash per link and day.
    const kept = JSON.stringify(await server.db.query('SELECT * FROM share_link_visitors'))
    expect(kept).not.toContain('203.0.113.7')
    expect(kept).not.toContain('2001:db8')

    // The next day the same phone is a visit again; the day that is over keeps only its count.
    for (const table of ['share_link_visits', 'share_link_visitors', 'share_link_day_salts'])
      await server.db.query(`UPDATE ${table} SET day = day - 1`)
    await open(code, { headers: fromOnePhone })
    expect(await visits(code)).toBe(4)
    await sweepShareLinkVisitors(server.db)
    const left = await server.db.query(
      `SELECT (SELECT count(*) FROM share_link_visitors WHERE day < (now() AT TIME ZONE 'UTC')::date)::int AS visitors,
              (SELECT count(*) FROM share_link_day_salts WHERE day < (now() AT TIME ZONE 'UTC')::date)::int AS salts`,
    )
    expect(left[0]).toEqual({ visitors: 0, salts: 0 })
    expect(await visits(code)).toBe(4)
  })

  it('refuses finance on every share-link route, with no data', async () => {
    const link = await createLink(jobId, 'Finance must not see')
    for (const [method, route, body] of [
      ['GET', `jobs/${jobId}/share-links`, undefined],
      ['POST', `jobs/${jobId}/share-links`, { source: 'LinkedIn' }],
      ['POST', `share-links/${link.id}/disable`, undefined],
    ] as const) {
      const response = await staffCall(route, finance, method, body)
      expect(`${method} ${route} ${response.status}`).toBe(`${method} ${route} 403`)
      expect(await response.json()).toEqual({ detail: accessMessages.forbidden })
    }
    expect((await staffCall(`jobs/${jobId}/share-links`, recruiter)).status).toBe(200)
  })
})
