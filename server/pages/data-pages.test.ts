import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { pageHeadEnd, pageHeadStart } from '../../src/site/preview-tags.ts'
import {
  addJob,
  builtSite,
  expectPolicyAllowsItsScripts,
  hasRenderer,
  routerLoaderData,
  titles,
} from '../test-support/data-pages.ts'
import { fakeSite, startTestServer, type TestServer } from '../test-support/test-server.ts'

const origin = 'https://www.arcnovaconsulting.com'

/** Every JSON-LD block in the HTML, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  )
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1]

describe.runIf(hasRenderer)('the data pages, rendered by the server with the current data', () => {
  let server: TestServer
  let openId = 0
  let closedId = 0

  beforeAll(async () => {
    server = await startTestServer({ STATIC_DIR: builtSite })
    // Added straight to the database, as the console does: no rebuild, no restart.
    openId = await addJob(
      server,
      'Cloud Architect',
      'Design landing zones for banks & insurers <fast>.\nSecond paragraph.',
    )
    closedId = await addJob(server, 'Closed Role </script><script>alert(1)</script>', 'Gone.')
    await server.db.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [closedId])
    await addJob(server, 'Hostile </script><script>alert(1)</script>', 'Text with </script> & <b>tags</b>.')
    await server.db.query("UPDATE plans SET price = 4321 WHERE name = 'Growth'")
  }, 60_000)
  afterAll(() => server.cleanup())

  it('writes every open job into the raw HTML of /job-openings, and its data once, in the router’s state', async () => {
    const api = await (await fetch(`${server.url}/api/jobs/`)).json()
    const response = await fetch(`${server.url}/job-openings`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    const open = z.object({ results: z.array(z.object({ job_name: z.string() })) }).parse(api)
    expect(open.results.length).toBeGreaterThan(10)
    expect(titles(html).sort()).toEqual(
      open.results.map((job) => job.job_name.replaceAll('<', '&lt;').replaceAll('>', '&gt;')).sort(),
    )
    // One copy of the data: the list the route's loader made, in the router's state.
    const jobs = z
      .object({ jobs: z.array(z.object({ job_name: z.string() })) })
      .parse(routerLoaderData(html, '/job-openings'))
    expect(jobs.jobs.map((job) => job.job_name)).toEqual(open.results.map((job) => job.job_name))
    expect(html).not.toContain('application/json')
    expectPolicyAllowsItsScripts(response, html)
    // Nothing a job says can end the state's script or start another.
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('Closed Role')
    expect(html).toContain('<title data-prerendered>Current Job Openings | Arcnova Consulting</title>')
  })

  it('previews a job link as the job: title, description, canonical, og tags and one JobPosting', async () => {
    const response = await fetch(`${server.url}/job-openings?job=${openId}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const url = `${origin}/job-openings?job=${openId}`
    expect(html).toContain('<title data-prerendered>Cloud Architect | Arcnova Consulting</title>')
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Design landing zones for banks &amp; insurers &lt;fast&gt;.',
    )
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url)
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url)
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Cloud Architect | Arcnova Consulting')
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
    // The shared job is open in the list, as the app shows it.
    expect(html).toMatch(
      new RegExp(
        `aria-expanded="true"[^>]*aria-controls="job-${openId}-details"|aria-controls="job-${openId}-details"[^>]*aria-expanded="true"`,
      ),
    )

    const etag = response.headers.get('etag') ?? ''
    const again = await fetch(`${server.url}/job-openings?job=${openId}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('answers a closed, unknown or malformed job with 404, noindex and the list saying so', async () => {
    for (const job of [String(closedId), '999999', 'abc', '-1', '']) {
      const response = await fetch(`${server.url}/job-openings?job=${encodeURIComponent(job)}`)
      expect(`${job} ${response.status}`).toBe(`${job} 404`)
      const html = await response.text()
      expect(html).toContain('<meta name="robots" content="noindex" data-prerendered />')
      expect(html).toContain('This job is no longer open.')
      expect(html).not.toContain('rel="canonical"')
      expect(jsonLd(html)).toEqual([])
      expect(titles(html)).toContain('Cloud Architect')
    }
  })

  it('renders the search as asked: q and location filter the list in the HTML', async () => {
    const byText = await (await fetch(`${server.url}/job-openings?q=cloud%20architect`)).text()
    expect(titles(byText)).toEqual(['Cloud Architect'])
    const byPlace = await (await fetch(`${server.url}/job-openings?location=Pune%2C%20Maharashtra`)).text()
    expect(titles(byPlace)).toContain('Cloud Architect')
    expect(titles(byPlace)).not.toContain('Senior Java Developer')
  })

  it('renders /products with the current plans and prices', async () => {
    const api = await (await fetch(`${server.url}/api/plans/`)).json()
    const response = await fetch(`${server.url}/products`, { headers: { 'Accept-Encoding': 'br' } })
    const html = await response.text()
    const plans = z
      .object({ plans: z.array(z.object({ name: z.string() })) })
      .parse(routerLoaderData(html, '/products'))
    expect(plans.plans.map((plan) => plan.name)).toEqual(
      z
        .array(z.object({ name: z.string() }))
        .parse(api)
        .map((plan) => plan.name),
    )
    expectPolicyAllowsItsScripts(response, html)
    expect(html).toMatch(/<h2 id="plan-\d+-name"[^>]*>Growth</)
    expect(html).toContain('4,321')
  })

  it('ignores parameters the page does not read: a tagged link is the same page, rendered once', async () => {
    const plain = await fetch(`${server.url}/job-openings?job=${openId}`)
    const tagged = await fetch(`${server.url}/job-openings?utm_source=linkedin&job=${openId}&utm_medium=social`)
    expect(tagged.status).toBe(200)
    expect(tagged.headers.get('etag')).toBe(plain.headers.get('etag'))
    expect(await tagged.text()).toBe(await plain.text())
  })

  it('sends /job-openings/ (trailing slash) to the rendered page, not the page as built', async () => {
    const response = await fetch(`${server.url}/job-openings/?job=${openId}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/job-openings?job=${openId}`)
  })

  it('never serves the renderer or the pages it fills', async () => {
    for (const file of ['/.server/entry-server.js', '/.server/pages/job-openings.html']) {
      expect(`${file} ${(await fetch(`${server.url}${file}`)).status}`).toBe(`${file} 404`)
    }
  })

  it('compresses the page and keeps HEAD answers bodiless', async () => {
    const response = await fetch(`${server.url}/job-openings`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(titles(await response.text())).toContain('Cloud Architect')
    const head = await fetch(`${server.url}/products`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('sends a page asked for often with its smallest compression, the same page (record 072)', async () => {
    const ask = async () => {
      const response = await fetch(`${server.url}/job-openings?q=Cloud`, { headers: { 'Accept-Encoding': 'br' } })
      expect(response.headers.get('content-encoding')).toBe('br')
      return { bytes: Number(response.headers.get('content-length')), html: await response.text() }
    }
    const first = await ask()
    expect(titles(first.html)).toContain('Cloud Architect')
    for (let request = 0; request < 20; request++) await ask()
    await vi.waitFor(
      async () => {
        const hot = await ask()
        expect(hot.bytes).toBeLessThan(first.bytes)
        expect(hot.html).toBe(first.html)
      },
      { timeout: 20_000, interval: 100 },
    )
  })

  it('answers a repeat address from its kept answer only while the jobs are unchanged (record 071)', async () => {
    const link = `${server.url}/job-openings?job=${openId}`
    const statusSoon = async (wanted: number) => {
      let status = 0
      for (const deadline = Date.now() + 3_000; status !== wanted && Date.now() < deadline; ) {
        status = (await fetch(link)).status
        if (status !== wanted) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return status
    }
    expect((await fetch(link)).status).toBe(200)
    expect((await fetch(link)).status).toBe(200) // kept
    // Closed and reopened behind this server's back, as another instance's console would.
    await server.db.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [openId])
    expect(await statusSoon(404)).toBe(404)
    await server.db.query('UPDATE jobs SET closed_at = NULL WHERE id = $1', [openId])
    expect(await statusSoon(200)).toBe(200)
  })
})

describe.runIf(hasRenderer)('the data pages while their data cannot be read', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ STATIC_DIR: builtSite })
    // Before the first request, so no copy of the plans is kept yet.
    await server.db.query('ALTER TABLE plans RENAME TO plans_away')
  }, 60_000)
  afterAll(() => server.cleanup())

  it('serves the page as built, and the app loads the plans itself', async () => {
    const response = await fetch(`${server.url}/products`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title data-prerendered>')
    expect(routerLoaderData(html, '/products')).toBeUndefined()
    expectPolicyAllowsItsScripts(response, html)
  })
})

describe('the data pages without a server renderer in the build', () => {
  let server: TestServer
  const listHead = '<title data-prerendered>Current Job Openings | Arcnova Consulting</title>'

  beforeAll(async () => {
    const site = await fakeSite()
    await mkdir(path.join(site, 'job-openings'), { recursive: true })
    await writeFile(
      path.join(site, 'job-openings', 'index.html'),
      `<!doctype html><html><head>${pageHeadStart}${listHead}${pageHeadEnd}</head><body><div id="root"><h1>Current Job Openings</h1></div></body></html>`,
    )
    // A renderer that fails to load is logged and left alone.
    await mkdir(path.join(site, '.server'), { recursive: true })
    await writeFile(path.join(site, '.server', 'entry-server.js'), 'throw new Error("broken build")\n')
    server = await startTestServer({ STATIC_DIR: site })
  }, 60_000)
  afterAll(() => server.cleanup())

  it('serves the page as built', async () => {
    const response = await fetch(`${server.url}/job-openings?job=1`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(listHead)
  })
})
