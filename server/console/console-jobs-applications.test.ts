import { jobLocationMessages } from '../../src/contracts/job-location.ts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { consoleMessages, sessionRoutes } from '../../src/contracts/console.ts'
import { queryOne } from '../db/db.ts'
import { consoleTestServer, origin } from '../test-support/console-server.ts'

describe('the console API', () => {
  const setup = consoleTestServer()
  const { cv, api, call, json, results, apply } = setup
  let jobId = 0
  let applicationId = 0

  it('publishes a job: listed at once on /api/jobs/ and in the sitemap, with an audit entry', async () => {
    const before = await fetch(api('jobs/'))
    expect(before.status).toBe(200) // fills the public cache first: the console must clear it
    const created = await call('jobs/', 'POST', {
      job_name: ' Data Engineer ',
      location: 'Pune',
      pay: '',
      job_type: 'Full-time',
    })
    expect(created.status).toBe(201)
    const job = await json(created)
    expect(job).toMatchObject({ job_name: 'Data Engineer', location: 'Pune', pay: null, open: true, applications: 0 })
    jobId = z.number().parse(job.id)

    const list = await (await fetch(api('jobs/'))).text()
    expect(list).toContain('Data Engineer')
    const sitemap = await fetch(`${setup.server.url}/sitemap.xml`)
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await sitemap.text()
    expect(xml).toContain(`<url><loc>${origin}/</loc></url>`)
    expect(xml).toMatch(
      new RegExp(`<loc>${origin}/job-openings\\?job=${jobId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    )
    const etag = sitemap.headers.get('etag') ?? ''
    expect((await fetch(`${setup.server.url}/sitemap.xml`, { headers: { 'If-None-Match': etag } })).status).toBe(304)

    const audit = await results(await call('audit/'))
    expect(audit[0]).toMatchObject({
      staff_email: 'hr@arcnova.example',
      action: 'job.created',
      subject: `Job ${jobId}: Data Engineer`,
    })
  })

  it('refuses a job without a title or with wrong types, field by field, and edits one', async () => {
    const refused = await call('jobs/', 'POST', { job_name: '', location: 42 })
    expect(refused.status).toBe(400)
    expect(await json(refused)).toEqual({
      errors: { job_name: consoleMessages.jobTitleRequired, location: consoleMessages.forbidden },
    })
    expect((await call('jobs/', 'POST', '{"job_name":')).status).toBe(400)
    expect((await call('jobs/', 'POST', { job_name: 'x'.repeat(300_000) })).status).toBe(413)
    // A remote job names the countries it is open to (issue 61 item 8).
    const vague = await call(`jobs/${jobId}`, 'PUT', { job_name: 'Senior Data Engineer', location: 'Remote' })
    expect(await json(vague)).toEqual({ errors: { location: jobLocationMessages.remoteCountries } })
    const edited = await call(`jobs/${jobId}`, 'PUT', { job_name: 'Senior Data Engineer', location: 'Remote (India)' })
    expect(await json(edited)).toMatchObject({
      job_name: 'Senior Data Engineer',
      location: 'Remote (India)',
      job_type: null,
    })
    for (const bad of ['0', 'abc', '99999999999', '-1', '1.5'])
      expect((await call(`jobs/${bad}`, 'PUT', { job_name: 'x', location: 'Pune' })).status).toBe(404)
    expect((await call('jobs/999999', 'PUT', { job_name: 'x', location: 'Pune' })).status).toBe(404)
  })

  it('lists applications newest first with the job, filters them and searches with wildcards taken literally', async () => {
    expect((await apply(jobId, 'Asha Rao', 'asha@example.com')).status).toBe(201)
    expect((await apply(jobId, 'Ravi_Menon', 'ravi%@example.com')).status).toBe(201)
    const all = await results(await call(`applications/?job=${jobId}`))
    expect(all.map((row) => row.full_name)).toEqual(['Ravi_Menon', 'Asha Rao'])
    expect(all[1]).toMatchObject({
      job_id: jobId,
      job_name: 'Senior Data Engineer',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      comments: 'Available from January.',
      stage: 'new',
      resume_name: 'Asha Rao – CV.pdf',
      resume_size: cv.byteLength,
      talent_pool: false,
      // The job is open: no deletion date yet.
      deletes_at: null,
    })
    applicationId = z.number().parse(all[1]?.id)
    expect((await results(await call('applications/?q=ASHA'))).map((row) => row.full_name)).toEqual(['Asha Rao'])
    expect((await results(await call('applications/?q=%25'))).map((row) => row.full_name)).toEqual(['Ravi_Menon'])
    expect((await results(await call('applications/?q=_'))).map((row) => row.full_name)).toEqual(['Ravi_Menon'])
    expect(await results(await call('applications/?stage=hired'))).toEqual([])
    for (const bad of ['stage=maybe', 'stage=reviewed', 'job=abc', 'q=%00', `q=${'x'.repeat(201)}`])
      expect((await call(`applications/?${bad}`)).status).toBe(400)
  })

  it('downloads the CV as an attachment, byte for byte, never cached or sniffed', async () => {
    const response = await call(`applications/${applicationId}/cv`)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(cv)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Asha Rao _ CV.pdf"; filename*=UTF-8''Asha%20Rao%20%E2%80%93%20CV.pdf`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    // Its own policy, not the site's: a CV opened in a tab runs nothing and reaches nothing.
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect((await call('applications/999999/cv')).status).toBe(404)
    // Who opened which CV, and when, is in the audit log (the file's name is not).
    const [entry] = await results(await call('audit/'))
    expect(entry).toMatchObject({
      staff_email: 'hr@arcnova.example',
      action: 'application.cv-downloaded',
      subject: `Application ${applicationId}`,
    })
  })

  it('moves an application to a stage, with an audit entry naming no applicant', async () => {
    const changed = await call(`applications/${applicationId}`, 'PATCH', { stage: 'interview' })
    expect(await json(changed)).toMatchObject({ id: applicationId, stage: 'interview' })
    for (const stage of ['maybe', 'shortlisted', 'withdrawn'])
      expect((await call(`applications/${applicationId}`, 'PATCH', { stage })).status).toBe(400)
    expect((await call('applications/999999', 'PATCH', { stage: 'hired' })).status).toBe(404)
    const [entry] = await results(await call('audit/'))
    expect(entry).toMatchObject({
      action: 'application.stage',
      subject: `Application ${applicationId}`,
      detail: 'new → interview',
    })
    expect(JSON.stringify(entry)).not.toContain('Asha')
  })

  it('closing a job hides it from the public list, the sitemap and new applications; reopening brings it back', async () => {
    const closed = await json(await call(`jobs/${jobId}/close`, 'POST'))
    expect(closed).toMatchObject({ open: false, applications: 2 })
    expect(await json(await call(`jobs/${jobId}/close`, 'POST'))).toMatchObject({ open: false })
    expect(await (await fetch(api('jobs/'))).text()).not.toContain('Senior Data Engineer')
    expect(await (await fetch(`${setup.server.url}/sitemap.xml`)).text()).not.toContain(`job=${jobId}<`)
    expect((await apply(jobId, 'Late Applicant', 'late@example.com')).status).toBe(400)
    expect((await results(await call('jobs/'))).find((job) => job.id === jobId)).toMatchObject({ open: false })
    // Each application shows when the retention sweep deletes it: 365 days after the job closed.
    const closedAt = await queryOne(
      setup.server.db,
      z.object({ closed_at: z.string() }),
      `SELECT to_char(closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at FROM jobs WHERE id = $1`,
      [jobId],
    )
    const dueAt = new Date(Date.parse(closedAt?.closed_at ?? '') + 365 * 86_400_000).toISOString()
    expect((await results(await call(`applications/?job=${jobId}`))).map((row) => row.deletes_at)).toEqual([
      dueAt,
      dueAt,
    ])

    expect(await json(await call(`jobs/${jobId}/reopen`, 'POST'))).toMatchObject({ open: true })
    expect(await (await fetch(api('jobs/'))).text()).toContain('Senior Data Engineer')
    const actions = (await results(await call('audit/'))).map((entry) => entry.action)
    expect(actions.slice(0, 2)).toEqual(['job.reopened', 'job.closed'])
    expect(actions.filter((action) => action === 'job.closed')).toHaveLength(1)
  })

  it('deleting an application removes its row and its CV file', async () => {
    const key = await queryOne(
      setup.server.db,
      z.object({ resume_key: z.string() }),
      'SELECT resume_key FROM job_applications WHERE id = $1',
      [applicationId],
    )
    expect((await call(`applications/${applicationId}`, 'DELETE')).status).toBe(204)
    expect((await call(`applications/${applicationId}/cv`)).status).toBe(404)
    expect((await call(`applications/${applicationId}`, 'DELETE')).status).toBe(404)
    await expect(setup.server.storage.read(key?.resume_key ?? '')).rejects.toThrow()
    expect((await results(await call('audit/')))[0]).toMatchObject({ action: 'application.deleted', detail: '' })
  })

  it('answers 401 and no data to every console route without a session, and 403 to a cross-site request', async () => {
    for (const [method, template] of sessionRoutes) {
      const route = template.replace(':id', String(template.startsWith('jobs') ? jobId : applicationId))
      const response = await fetch(api(`console/${route}`), {
        method,
        headers: { 'Content-Type': 'application/json', Cookie: 'arcnova_console=forged' },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{"job_name":"x","status":"hired"}',
      })
      expect(`${method} ${route} ${response.status}`).toBe(`${method} ${route} 401`)
      expect(await response.json()).toEqual({ detail: 'Please sign in.' })
      const crossSite = await call(route, method, undefined, { 'Sec-Fetch-Site': 'cross-site' })
      expect(`${method} ${route} ${crossSite.status}`).toBe(`${method} ${route} 403`)
    }
    expect(await (await fetch(api('jobs/'))).text()).toContain('Senior Data Engineer') // nothing changed
  })
})
