import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessMessages } from '../../src/contracts/console-access.ts'
import { jobSourcesSchema, shareLinkMessages } from '../../src/contracts/share-link.ts'
import { queryRows } from '../db/db.ts'
import { addJob, hasRenderer } from '../test-support/data-pages.ts'
import { shareLinksServer } from '../test-support/share-links-server.ts'
import { shareLinkConsoleMessages } from './share-links-console-routes.ts'

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
  const links = shareLinksServer()
  const { staffCall, createLink, open, visits, apply } = links

  it('makes a link per source on the site’s origin, with a random 10-character code and a QR code; audited', async () => {
    const link = await createLink(links.jobId, '  LinkedIn ')
    expect(link).toMatchObject({ job_id: links.jobId, source: 'LinkedIn', created_by: 'recruiter@arcnova.example' })
    expect(link.code).toMatch(/^[1-9A-HJ-NP-Za-km-z]{10}$/)
    expect(link.url).toBe(`https://jobs.arcnova.example/j/${link.code}`)
    expect(link.qr_svg).toMatch(/^<svg/)
    expect((await createLink(links.jobId, 'LinkedIn')).code).not.toBe(link.code)
    const audit = await queryRows(
      links.server.db,
      z.object({ action: z.string(), subject: z.string(), detail: z.string() }),
      "SELECT action, subject, detail FROM audit_log WHERE action LIKE 'share-link.%'",
    )
    expect(audit[0]).toEqual({
      action: 'share-link.created',
      subject: `Job ${links.jobId}: Share Link Engineer`,
      detail: 'Source: LinkedIn',
    })
    for (const [source, message] of [
      ['', shareLinkMessages.sourceRequired],
      ['x'.repeat(61), shareLinkMessages.sourceTooLong],
      ['Line\u0000feed', shareLinkMessages.sourceForbidden],
    ] as const) {
      const refused = await staffCall(`jobs/${links.jobId}/share-links`, links.recruiter, 'POST', { source })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ errors: { source: message } })
    }
    expect((await staffCall('jobs/999999/share-links', links.recruiter, 'POST', { source: 'X' })).status).toBe(404)
  })

  it.runIf(hasRenderer)('opens the job with the job’s own preview tags, and counts real visits only', async () => {
    const { code } = await createLink(links.jobId, 'WhatsApp')
    const response = await open(code)
    expect(response.status).toBe(302)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const location = response.headers.get('location') ?? ''
    expect(location).toBe(`/job-openings?job=${links.jobId}&via=${code}`)
    const shared = await fetch(`${links.server.url}${location}`)
    const own = await fetch(`${links.server.url}/job-openings?job=${links.jobId}`)
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
    const closing = await addJob(links.server, 'Soon Closed Role', 'Closing.')
    const { code } = await createLink(closing, 'Naukri')
    await links.server.db.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [closing])
    const response = await open(code)
    expect(response.headers.get('location')).toBe(`/job-openings?job=${closing}&via=${code}`)
    const page = await fetch(`${links.server.url}${response.headers.get('location')}`)
    const html = await page.text()
    expect(html).toContain('This job is no longer open.')
    expect(html).toContain('Share Link Engineer')
    expect(await visits(code)).toBe(1)
    // No new links for a closed job.
    const refused = await staffCall(`jobs/${closing}/share-links`, links.recruiter, 'POST', { source: 'LinkedIn' })
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
    const linkedIn = await createLink(links.jobId, 'Referred by Priya')
    const other = await createLink(links.otherJobId, 'E-mail')
    expect(await apply(links.jobId, linkedIn.code)).toEqual({ source: 'Referred by Priya', share_link_id: linkedIn.id })
    expect(await apply(links.jobId)).toEqual({ source: null, share_link_id: null })
    for (const code of [other.code, 'AAAAAAAAAA', 'not a code', ''])
      expect(await apply(links.jobId, code)).toEqual({ source: null, share_link_id: null })

    const sources = jobSourcesSchema.parse(
      await (await staffCall(`jobs/${links.jobId}/share-links`, links.recruiter)).json(),
    )
    expect(sources.job).toEqual({ id: links.jobId, job_name: 'Share Link Engineer', open: true })
    expect(sources.sources).toEqual([
      { source: 'Direct', applications: 5 },
      { source: 'Referred by Priya', applications: 1 },
    ])
    expect(sources.links.find((link) => link.id === linkedIn.id)).toMatchObject({ visits: 0, applications: 1 })
    const listed = await (await staffCall(`applications/?job=${links.jobId}`, links.recruiter)).json()
    expect(
      z
        .object({ results: z.array(z.object({ source: z.string().nullable() })) })
        .parse(listed)
        .results.map((row) => row.source)
        .sort(),
    ).toEqual(['Referred by Priya', null, null, null, null, null].sort())
  })

  it('disables a link: it still opens the job, counts nothing and gives no source; audited once', async () => {
    const link = await createLink(links.jobId, 'Recruiter Ravi')
    await open(link.code)
    const disabled = await staffCall(`share-links/${link.id}/disable`, links.recruiter, 'POST')
    expect(disabled.status).toBe(200)
    expect(await disabled.json()).toMatchObject({ id: link.id, visits: 1, disabled_at: expect.any(String) })
    expect((await staffCall(`share-links/${link.id}/disable`, links.recruiter, 'POST')).status).toBe(200)
    const opened = await open(link.code)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`/job-openings?job=${links.jobId}&via=${link.code}`)
    expect(await visits(link.code)).toBe(1)
    expect(await apply(links.jobId, link.code)).toEqual({ source: null, share_link_id: null })
    const audit = await queryRows(
      links.server.db,
      z.object({ subject: z.string() }),
      "SELECT subject FROM audit_log WHERE action = 'share-link.disabled'",
    )
    expect(audit).toEqual([{ subject: `Job ${links.jobId}: share link ${link.id}` }])
    expect((await staffCall('share-links/999999/disable', links.recruiter, 'POST')).status).toBe(404)
  })

  it('refuses finance on every share-link route, with no data', async () => {
    const link = await createLink(links.jobId, 'Finance must not see')
    for (const [method, route, body] of [
      ['GET', `jobs/${links.jobId}/share-links`, undefined],
      ['POST', `jobs/${links.jobId}/share-links`, { source: 'LinkedIn' }],
      ['POST', `share-links/${link.id}/disable`, undefined],
    ] as const) {
      const response = await staffCall(route, links.finance, method, body)
      expect(`${method} ${route} ${response.status}`).toBe(`${method} ${route} 403`)
      expect(await response.json()).toEqual({ detail: accessMessages.forbidden })
    }
    expect((await staffCall(`jobs/${links.jobId}/share-links`, links.recruiter)).status).toBe(200)
  })
})
