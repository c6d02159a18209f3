import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { applicantControls, applicantMessages } from '../../src/contracts/applicant.ts'
import { queryOne } from '../db/db.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { pdfBytes } from '../test-support/files.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { issueApplicantToken, newApplicantToken } from './applicant-tokens.ts'

const applicant = {
  full_name: 'Anjali Deshpande',
  email: 'anjali.d@example.com',
  phone: '+91 91234 56789',
  comments: 'Can start in March.',
}
const cv = pdfBytes(3000)

describe('the applicant’s private link: read, download, withdraw, delete', () => {
  let server: TestServer
  let id: number
  let token: string
  let resumeKey: string
  const call = (path: string, body: unknown) => postJson(`${server.url}/api/my-application/${path}`, body)
  let cookie = ''
  /** The console's list as staff see it. */
  const consoleList = async () => {
    const response = await fetch(`${server.url}/api/console/applications/`, { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    return z.object({ results: z.array(z.object({ id: z.number(), stage: z.string() })) }).parse(await response.json())
      .results
  }

  beforeAll(async () => {
    server = await startTestServer()
    const form = new FormData()
    for (const [name, value] of Object.entries({ job: '3', talent_pool: 'true', ...applicant }))
      form.append(name, value)
    form.append('resume', new File([cv], 'Anjali – CV.pdf', { type: 'application/pdf' }))
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
    id = z.object({ id: z.number() }).parse(await response.json()).id
    token = await issueApplicantToken(server.db, id)
    const row = await queryOne(
      server.db,
      z.object({ resume_key: z.string() }),
      'SELECT resume_key FROM job_applications WHERE id = $1',
      [id],
    )
    resumeKey = row?.resume_key ?? ''
    await addTestStaff(server.db, 'hr@arcnova.example', 'a long enough password')
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'hr@arcnova.example', 'a long enough password')
  }, 60_000)
  afterAll(() => server.cleanup())

  it('shows the job, the date sent and the status; no-store and noindex', async () => {
    const response = await call('', { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toContain('noindex')
    const [job] = await server.db.query('SELECT job_name FROM jobs WHERE id = 3')
    const body = z
      .object({ id: z.number(), job_title: z.string(), sent_at: z.string(), stage: z.string() })
      .parse(await response.json())
    expect(body).toMatchObject({ id, job_title: String(job?.job_name), stage: 'new' })
    expect(Math.abs(Date.parse(body.sent_at) - Date.now())).toBeLessThan(60_000)
  })

  it('“Download my data”: every field held, the CV’s name, and the CV itself with the same token', async () => {
    const response = await call('data/', { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="my-application-${id}.json"`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = (await response.json()) as Record<string, Record<string, unknown>>
    expect(data.application).toMatchObject({ id, ...applicant, stage: 'new', talent_pool: true })
    expect(data.application).toHaveProperty('privacy_notice_version')
    // Applied without a share link: 'Direct' (record 065).
    expect(data.application).toHaveProperty('share_link_source', null)
    expect(data.application?.job).toMatchObject({ id: 3 })
    expect(data.cv).toMatchObject({
      file_name: 'Anjali – CV.pdf',
      content_type: 'application/pdf',
      size_bytes: cv.length,
    })
    expect(String(data.cv?.how_to_get_it)).toContain('/api/my-application/cv/')
    // Issue 45: it names the page's real control (the CV's file name under “Your CV”), not a missing button.
    expect(String(data.cv?.how_to_get_it)).toContain(
      `under "${applicantControls.cv}", press the file's name (Anjali – CV.pdf)`,
    )
    expect(String(data.cv?.how_to_get_it)).not.toContain('Download my CV')
    expect(data.private_link?.expires_at).toEqual(expect.any(String))
    expect(JSON.stringify(data)).not.toContain(token)

    const file = await call('cv/', { token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Anjali%20%E2%80%93%20CV.pdf")
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(cv)
  })

  it('“Withdraw my application”: status withdrawn, staff see it, the audit names no one', async () => {
    const response = await call('withdraw/', { token })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id, stage: 'withdrawn' })
    const row = await queryOne(
      server.db,
      z.object({ stage: z.string() }),
      'SELECT stage FROM job_applications WHERE id = $1',
      [id],
    )
    expect(row?.stage).toBe('withdrawn')
    expect((await consoleList()).find((item) => item.id === id)?.stage).toBe('withdrawn')
    // Twice is the same as once.
    expect((await call('withdraw/', { token })).status).toBe(200)
    const audit = await server.db.query(
      "SELECT staff_email, subject, detail FROM audit_log WHERE action = 'application.stage'",
    )
    expect(audit).toEqual([
      {
        staff_email: 'the applicant (private link)',
        subject: `Application ${id}`,
        detail: 'new → withdrawn by the applicant',
      },
    ])
  })

  it('“Delete my data”: row, CV and every link gone, audited without the name; the link then says it no longer exists', async () => {
    const second = await issueApplicantToken(server.db, id)
    const response = await call('delete/', { token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ detail: applicantMessages.deleted })

    const count = async (sql: string) => Number((await server.db.query(sql, [id]))[0]?.n)
    expect(await count('SELECT count(*)::int AS n FROM job_applications WHERE id = $1')).toBe(0)
    expect(await count('SELECT count(*)::int AS n FROM applicant_tokens WHERE application_id = $1')).toBe(0)
    expect((await server.storage.list()).map((entry) => entry.key)).not.toContain(resumeKey)
    expect((await consoleList()).map((item) => item.id)).not.toContain(id)

    const audit = await server.db.query(
      "SELECT staff_email, subject, detail FROM audit_log WHERE action = 'application.deleted'",
    )
    expect(audit).toEqual([
      {
        staff_email: 'the applicant (private link)',
        subject: `Application ${id}`,
        detail: `application #${id} deleted by the applicant`,
      },
    ])
    const everything = JSON.stringify(await server.db.query('SELECT * FROM audit_log'))
    for (const value of ['Anjali', 'Deshpande', 'anjali.d@', '91234']) expect(everything).not.toContain(value)

    for (const used of [token, second]) {
      for (const path of ['', 'data/', 'cv/', 'withdraw/', 'delete/']) {
        const again = await call(path, { token: used })
        expect(`${path} ${again.status}`).toBe(`${path} 404`)
        expect(await again.json()).toEqual({ detail: applicantMessages.noLongerExists })
        expect(again.headers.get('x-robots-tag')).toContain('noindex')
      }
    }
  })

  it('an unknown token answers 404, an expired one too', async () => {
    expect((await call('', { token: newApplicantToken() })).status).toBe(404)
    const form = new FormData()
    for (const [name, value] of Object.entries({ job: '1', ...applicant })) form.append(name, value)
    form.append('resume', new File([cv], 'cv.pdf', { type: 'application/pdf' }))
    const other = z
      .object({ id: z.number() })
      .parse(await (await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })).json()).id
    const old = await issueApplicantToken(server.db, other)
    expect((await call('', { token: old })).status).toBe(200)
    await server.db.query(
      "UPDATE applicant_tokens SET expires_at = now() - interval '1 second' WHERE application_id = $1",
      [other],
    )
    expect((await call('', { token: old })).status).toBe(404)
  })

  it('refuses bad input with 4xx, never 500: malformed tokens, wrong types, huge bodies, not JSON', async () => {
    const url = `${server.url}/api/my-application/`
    for (const body of [
      {},
      { token: 'short' },
      { token: 42 },
      { token: null },
      [],
      'token',
      { token: `${'a'.repeat(42)}!` },
    ]) {
      const response = await postJson(url, body)
      expect(`${JSON.stringify(body)} ${response.status}`).toBe(`${JSON.stringify(body)} 400`)
    }
    expect((await postJson(url, { token: 'a'.repeat(100_000) })).status).toBe(413)
    expect(
      (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"token":' })).status,
    ).toBe(400)
    expect((await fetch(url, { method: 'POST', body: 'token=abc' })).status).toBe(415)
    // The token never travels in an address: GET is no route at all.
    expect((await fetch(`${url}?token=${newApplicantToken()}`)).status).toBe(404)
    // A foreign page cannot act with a visitor's link (the API's Origin check).
    const foreign = await postJson(`${url}delete/`, { token: newApplicantToken() }, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
  })
})
