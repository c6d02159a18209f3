import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PageData } from '../../src/site/page-data.ts'
import {
  addJob,
  builtEntry,
  builtSite,
  expectPolicyAllowsItsScripts,
  hasRenderer,
  titles,
} from '../test-support/data-pages.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { jobHead } from './job-head.ts'
import { fillPage } from './page-template.ts'

// Every render the server asks of the build's renderer, counted (the renderer itself is untouched).
const renders = vi.hoisted(() => ({ urls: [] as string[] }))
vi.mock('./built-renderer.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./built-renderer.ts')>()
  const counting = new WeakSet<object>()
  return {
    ...actual,
    builtRenderer: (...args: Parameters<typeof actual.builtRenderer>) => {
      const load = actual.builtRenderer(...args)
      return async () => {
        const renderer = await load()
        if (renderer !== null && !counting.has(renderer)) {
          counting.add(renderer)
          const renderBody = renderer.renderBody
          renderer.renderBody = (url, pageData) => {
            renders.urls.push(url)
            return renderBody(url, pageData)
          }
        }
        return renderer
      }
    },
  }
})

const origin = 'https://www.arcnovaconsulting.com'

interface Entry {
  renderBody(url: string, pageData: PageData): Promise<string>
}

/** The search field's value as the browser reads it (React escapes these five). */
function fieldValue(html: string): string | undefined {
  const value = /<input id="careers-q"[^>]*\svalue="([^"]*)"/.exec(html)?.[1]
  const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
  return value?.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => entities[entity] ?? entity)
}

/** `architect` in its 512 casings: the same words to the filter, each a new URL. */
const casing = (index: number) =>
  [...'architect'].map((char, at) => ((index >> at) & 1 ? char.toUpperCase() : char)).join('')

const hostile = [
  '<script>alert(1)</script>',
  '</script><script>alert(2)</script>',
  `"double" 'single' & <b>bold</b> &amp;`,
  'Zürich 東京 😀 naïve',
  'line\u2028separator\u2029paragraph',
  'back\\slash \\u2028 $(x) {y} `tick`',
]

describe.runIf(hasRenderer)('the careers page’s renders, keyed by what the page shows', () => {
  let server: TestServer
  let entry: Entry
  let template = ''
  let jobs: unknown
  let retention: unknown

  beforeAll(async () => {
    server = await startTestServer({ STATIC_DIR: builtSite })
    await addJob(server, 'Cloud Architect', 'Landing zones.')
    jobs = await (await fetch(`${server.url}/api/jobs/`)).json()
    // Every page the server renders carries its retention figures too (record 062).
    retention = await (await fetch(`${server.url}/api/retention/`)).json()
    entry = await import(pathToFileURL(builtEntry).href)
    template = await readFile(path.join(builtSite, '.server', 'pages', 'job-openings.html'), 'utf8')
    // The router's state stamps each match with the time: one time for the server's renders and the fresh ones here.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  }, 60_000)
  afterAll(async () => {
    vi.useRealTimers()
    await server.cleanup()
  })

  /** What rendering this URL afresh, with the same data, writes. */
  async function freshPage(url: string, head?: string): Promise<string> {
    return fillPage(template, { head, body: await entry.renderBody(url, { jobs, retention }) })
  }

  /** Asks for each search in turn; how many renders they cost and what each answer was. */
  async function search(urls: readonly string[]) {
    const before = renders.urls.length
    const answers: Array<{ url: string; response: Response; html: string }> = []
    for (const url of urls) {
      const response = await fetch(`${server.url}${url}`)
      answers.push({ url, response, html: await response.text() })
    }
    return { rendered: renders.urls.length - before, answers }
  }

  it('renders 100 spellings of one search once, each answer showing its own words', async () => {
    const spellings = Array.from({ length: 100 }, (_, index) => `${' '.repeat(index % 3)}${casing(index)} `)
    const { rendered, answers } = await search(spellings.map((q) => `/job-openings?q=${encodeURIComponent(q)}`))
    expect(rendered).toBe(1)
    const shown = titles(answers[0]?.html ?? '')
    expect(shown).toContain('Cloud Architect')
    for (const [index, { response, html }] of answers.entries()) {
      expect(response.status).toBe(200)
      expect(titles(html)).toEqual(shown)
      expect(fieldValue(html)).toBe(spellings[index])
    }
    // Byte for byte what rendering each of them would write: the browser hydrates exactly this.
    for (const { url, html } of answers.slice(0, 5)) expect(html).toBe(await freshPage(url))
  })

  it('renders every search that matches nothing once, hostile words included, each escaped as React would', async () => {
    const spellings = [...hostile, ...Array.from({ length: 100 - hostile.length }, (_, index) => `zq-${index}`)]
    const { rendered, answers } = await search(spellings.map((q) => `/job-openings?q=${encodeURIComponent(q)}`))
    expect(rendered).toBe(1)
    for (const [index, { url, response, html }] of answers.entries()) {
      expect(titles(html)).toEqual([])
      expect(html).toContain('No openings match your search.')
      expect(fieldValue(html)).toBe(spellings[index])
      expect(html).not.toContain('<script>alert(')
      expectPolicyAllowsItsScripts(response, html)
      if (index < hostile.length + 2) expect(html).toBe(await freshPage(url))
    }
    // Each answer's own ETag, so a 304 is only ever for those exact bytes.
    expect(new Set(answers.map(({ response }) => response.headers.get('etag'))).size).toBe(answers.length)
  })

  it('renders a search with other results, and a location no job has in its own place in the list', async () => {
    expect((await search(['/job-openings?q=java', '/job-openings?q=JAVA'])).rendered).toBe(1)
    // The same jobs as `architect` (the first test's): no new render.
    expect((await search(['/job-openings?q=cloud%20Architect'])).rendered).toBe(0)
    // "pune" is in the list as the visitor wrote it, sorted where "Pune, Maharashtra" is.
    const places = ['pune', 'PUNE', 'Pune', 'pUnE']
    const added = await search(places.map((place) => `/job-openings?location=${place}`))
    expect(added.rendered).toBe(1)
    for (const { url, html } of added.answers) {
      expect(titles(html)).toContain('Cloud Architect')
      expect(html).toBe(await freshPage(url))
    }
    const nowhere = ['<b>"x"</b>', 'Atlantis', 'Atlantis\u2028'].map((place) => encodeURIComponent(place))
    const none = await search(nowhere.map((place) => `/job-openings?location=${place}`))
    expect(none.rendered).toBe(1)
    for (const { url, html } of none.answers) expect(html).toBe(await freshPage(url))
  })

  it('renders a closed, unknown or malformed job link once: the page does not show which', async () => {
    const { rendered, answers } = await search(
      ['999999', '888888', 'abc', '-1', ''].map((job) => `/job-openings?job=${job}`),
    )
    expect(rendered).toBe(1)
    for (const { url, response, html } of answers) {
      expect(response.status).toBe(404)
      expect(html).toBe(await freshPage(url, jobHead(null, origin)))
    }
  })

  it('sends a URL the router reads differently to the one it would, and renders only that one', async () => {
    const cases = [
      ['/job-openings?q=123', '/job-openings?q=%22123%22'],
      ['/job-openings?utm_source=mail&job=0007', '/job-openings?utm_source=mail&job=7'],
      ['/job-openings?saved=1', '/job-openings?saved=true'],
    ] as const
    for (const [url, canonical] of cases) {
      // The renderer answers it with no page at all: the router's redirect.
      expect(await entry.renderBody(url, { jobs })).toBe('')
      const response = await fetch(`${server.url}${url}`, { redirect: 'manual' })
      expect(`${url} ${response.status} ${response.headers.get('location')}`).toBe(`${url} 302 ${canonical}`)
      expect((await fetch(`${server.url}${canonical}`)).status).toBe(200)
    }
  })

  it('serves the page as built for a search the page cannot read, without rendering it', async () => {
    // The page's filter throws on these (the router keeps what validateSearch drops).
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(entry.renderBody('/job-openings?q=true', { jobs })).rejects.toThrow()
    quiet.mockRestore()
    const { rendered, answers } = await search([
      '/job-openings?q=true',
      `/job-openings?q=${encodeURIComponent('{"a":1}')}`,
    ])
    expect(rendered).toBe(0)
    const built = await readFile(path.join(builtSite, 'job-openings', 'index.html'), 'utf8')
    for (const { response, html } of answers) {
      expect(response.status).toBe(200)
      expect(html).toBe(built)
    }
  })
})
