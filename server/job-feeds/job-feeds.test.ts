import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jobFeedPaths, jobFeedSource } from '../../src/contracts/job-feeds.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { listen, startTestServer, type TestServer } from '../test-support/test-server.ts'

const password = 'a long enough password'
const siteUrl = 'https://jobs.arcnova.example'
const indexNowKey = 'a1b2c3d4-e5f6-feed-test-key'

type Node = Record<string, unknown>
/** The feed as a job board reads it: a real XML parser, after its validator said the text is well formed. */
function readXml(text: string): Node {
  expect(XMLValidator.validate(text)).toBe(true)
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    cdataPropName: false,
  }).parse(text) as Node
}
const listOf = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[]
const text = (node: Node | undefined, name: string) => {
  const value = node?.[name]
  return value === undefined ? null : typeof value === 'object' ? String((value as Node)['#text'] ?? '') : String(value)
}

describe('job feeds for job boards and readers, and IndexNow (issue 61 item 10)', () => {
  let server: TestServer
  let cookie = ''
  const notices: unknown[] = []
  let endpoint: Awaited<ReturnType<typeof listen>>
  let endpointStatus = 200
  const openJobs = async () =>
    z
      .object({
        results: z.array(
          z.object({
            id: z.number(),
            job_name: z.string(),
            pay: z.string().nullable(),
            location: z.string().nullable(),
          }),
        ),
      })
      .parse(await (await fetch(`${server.url}/api/jobs/`)).json()).results
  const consoleCall = (route: string, body: unknown) =>
    fetch(`${server.url}/api/console/${route}`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    endpoint = await listen({
      async fetch(request) {
        notices.push(await request.json())
        return new Response(null, { status: endpointStatus })
      },
    })
    server = await startTestServer(
      { SITE_URL: siteUrl, INDEXNOW_KEY: indexNowKey, INDEXNOW_ENDPOINT: `${endpoint.url}/indexnow` },
      { log: () => undefined },
    )
    await addTestStaff(server.db, 'hr@arcnova.example', password, 'recruiter')
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'hr@arcnova.example', password)
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await endpoint.close()
  })

  it('/jobs.xml: one <job> per opening with what aggregators require; revalidated with its ETag', async () => {
    const response = await fetch(`${server.url}${jobFeedPaths.aggregator}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toContain('no-cache')
    const feed = readXml(await response.text())
    const jobs = listOf((feed.source as Node).job)
    // Every open job with a place a board can file it under (job 9 of the seed has none).
    const open = (await openJobs()).filter((job) => job.location !== null)
    expect(jobs.map((job) => text(job, 'referencenumber')).sort()).toEqual(open.map((job) => String(job.id)).sort())
    for (const job of jobs) {
      for (const required of ['title', 'date', 'referencenumber', 'url', 'company', 'country', 'description'])
        expect(text(job, required), `${required} of job ${text(job, 'referencenumber')}`).toMatch(/\S/)
      expect(new Date(text(job, 'date') ?? '').getTime()).not.toBeNaN()
      const url = new URL(text(job, 'url') ?? '')
      expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/job-openings`)
      expect(url.searchParams.get('job')).toBe(text(job, 'referencenumber'))
      expect(url.searchParams.get('utm_source')).toBe(jobFeedSource.aggregator)
    }
    const devops = jobs.find((job) => text(job, 'title') === 'DevOps Engineer (AWS)')
    expect(devops && text(devops, 'remotetype')).toBe('Fully remote')
    expect(devops && text(devops, 'country')).toBe('IN')
    const java = jobs.find((job) => text(job, 'title') === 'Senior Java Developer')
    expect(java && [text(java, 'city'), text(java, 'state'), text(java, 'country')]).toEqual([
      'Indore',
      'Madhya Pradesh',
      'IN',
    ])
    expect(java && text(java, 'salary')).toBe('₹18,00,000 – ₹26,00,000 a year')
    expect(java && text(java, 'jobtype')).toBe('fulltime')
    expect(java && text(java, 'description')).toContain('<h3>')

    const etag = response.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await fetch(`${server.url}${jobFeedPaths.aggregator}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('/jobs.rss: RSS 2.0 with a self link and one item per opening', async () => {
    const response = await fetch(`${server.url}${jobFeedPaths.rss}`)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const rss = readXml(await response.text()).rss as Node
    expect(rss['@version']).toBe('2.0')
    const channel = rss.channel as Node
    expect(text(channel, 'title')).toBe('Open jobs at Arcnova Consulting')
    expect(text(channel, 'link')).toBe(`${siteUrl}/job-openings`)
    expect((channel['atom:link'] as Node)['@href']).toBe(`${siteUrl}${jobFeedPaths.rss}`)
    const items = listOf(channel.item)
    expect(items).toHaveLength((await openJobs()).length)
    for (const item of items) {
      for (const required of ['title', 'link', 'guid', 'description']) expect(text(item, required)).toMatch(/\S/)
      expect(new URL(text(item, 'link') ?? '').searchParams.get('utm_source')).toBe(jobFeedSource.rss)
    }
  })

  it('a job published or closed in the console is in both feeds, or gone, at once; IndexNow hears of each', async () => {
    const created = await consoleCall('jobs/', { job_name: 'Feed & <Test> Engineer', location: 'Pune, Maharashtra' })
    expect(created.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await created.json())
    for (const path of Object.values(jobFeedPaths)) {
      const body = await (await fetch(`${server.url}${path}`)).text()
      expect(JSON.stringify(readXml(body))).toContain('Feed & <Test> Engineer')
    }
    await expect.poll(() => notices.length).toBe(1)
    expect(notices[0]).toEqual({
      host: 'jobs.arcnova.example',
      key: indexNowKey,
      keyLocation: `${siteUrl}/${indexNowKey}.txt`,
      urlList: [
        `${siteUrl}/job-openings?job=${id}`,
        `${siteUrl}/job-openings`,
        `${siteUrl}${jobFeedPaths.aggregator}`,
        `${siteUrl}${jobFeedPaths.rss}`,
      ],
    })
    // The engines read the key back from the site.
    const key = await fetch(`${server.url}/${indexNowKey}.txt`)
    expect(await key.text()).toBe(indexNowKey)

    // IndexNow down or refusing: closing still works, and the job leaves the feeds.
    endpointStatus = 500
    const closed = await consoleCall(`jobs/${id}/close`, {})
    expect(closed.status).toBe(200)
    await expect.poll(() => notices.length).toBe(2)
    for (const path of Object.values(jobFeedPaths))
      expect(await (await fetch(`${server.url}${path}`)).text()).not.toContain('Feed &amp; &lt;Test&gt; Engineer')
    // Closing it again (a double click) changes nothing, so the engines are not asked to crawl again.
    expect((await consoleCall(`jobs/${id}/close`, {})).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(notices).toHaveLength(2)
    await endpoint.close()
    const reopened = await consoleCall(`jobs/${id}/reopen`, {})
    expect(reopened.status).toBe(200)
  })
})
