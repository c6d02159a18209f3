import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pageHeadEnd, pageHeadStart } from '../../src/site/preview-tags.ts'
import { queryOne } from '../db/db.ts'
import { fakeSite, startTestServer, type TestServer } from '../test-support/test-server.ts'

const origin = 'https://www.arcnova.example'
const listHead = '<title data-prerendered>Current Job Openings | Arcnova Consulting</title>'

/** Every JSON-LD block in the HTML, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  )
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1]

describe('a job’s shared link, /job-openings?job=<id>', () => {
  let server: TestServer
  let openId = 0

  beforeAll(async () => {
    const site = await fakeSite()
    await mkdir(path.join(site, 'job-openings'), { recursive: true })
    await writeFile(
      path.join(site, 'job-openings', 'index.html'),
      `<!doctype html><html><head><meta charset="UTF-8" />${pageHeadStart}${listHead}${pageHeadEnd}</head><body><div id="root"><h1>Current Job Openings</h1></div></body></html>`,
    )
    await writeFile(path.join(site, 'sitemap.xml'), `<urlset><url><loc>${origin}/</loc></url></urlset>`)
    server = await startTestServer({ STATIC_DIR: site })
    // Added straight to the database, as the console does: no rebuild, no restart.
    const row = await queryOne(
      server.db,
      z.object({ id: z.number() }),
      `INSERT INTO jobs (job_name, location, pay, job_type, job_overview)
       VALUES ('Cloud Architect', 'Pune, Maharashtra', '₹30,00,000 – ₹40,00,000 a year', 'Full-time',
               'Design landing zones for banks & insurers <fast>.\nSecond paragraph.') RETURNING id`,
    )
    openId = row?.id ?? 0
  }, 60_000)
  afterAll(() => server.cleanup())

  it('previews as the job: title, description, canonical, og tags and one JobPosting', async () => {
    const response = await fetch(`${server.url}/job-openings?job=${openId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    const url = `${origin}/job-openings?job=${openId}`
    expect(html).toContain('<title data-prerendered>Cloud Architect | Arcnova Consulting</title>')
    expect(html).not.toContain(listHead)
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Design landing zones for banks &amp; insurers &lt;fast&gt;.',
    )
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url)
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url)
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Cloud Architect | Arcnova Consulting')
    expect(html).toContain('<h1>Current Job Openings</h1>')
    const blocks = jsonLd(html)
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).toMatchObject({
      '@type': 'JobPosting',
      title: 'Cloud Architect',
      url,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Arcnova Consulting' },
      jobLocation: { address: { addressLocality: 'Pune', addressRegion: 'Maharashtra' } },
    })
    expect(z.string().parse((blocks[0] as { datePosted: unknown }).datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(html).not.toMatch(/<fast>/)

    const etag = response.headers.get('etag') ?? ''
    const again = await fetch(`${server.url}/job-openings?job=${openId}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('a closed, unknown or malformed job answers 404 with noindex and no address of its own', async () => {
    await server.db.query('UPDATE jobs SET closed_at = now() WHERE id = 1')
    for (const job of ['1', '999999', 'abc', '-1', '']) {
      const response = await fetch(`${server.url}/job-openings?job=${job}`)
      expect(`${job} ${response.status}`).toBe(`${job} 404`)
      const html = await response.text()
      expect(html).toContain('<meta name="robots" content="noindex" data-prerendered />')
      expect(html).toContain('This job is no longer open')
      expect(html).not.toContain('rel="canonical"')
      expect(jsonLd(html)).toEqual([])
    }
  })

  it('leaves the plain list to the built page', async () => {
    const response = await fetch(`${server.url}/job-openings`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(listHead)
  })
})
