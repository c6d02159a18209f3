import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module: it reads the document once per page load. */
async function freshModule() {
  vi.resetModules()
  return import('./embedded-page-data')
}

function embed(text: string, savedAt?: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'page-data'
  script.textContent = text
  if (savedAt !== undefined) script.dataset.savedAt = savedAt
  document.body.append(script)
}

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('takePageData', () => {
  it('gives the first route that loads the data the page embeds, and nothing afterwards', async () => {
    embed('{"jobs":{"count":1,"results":[{"id":1,"job_name":"Cloud Architect"}]}}')
    const { takePageData } = await freshModule()
    expect(takePageData({})).toEqual({ jobs: { count: 1, results: [{ id: 1, job_name: 'Cloud Architect' }] } })
    // Later visits within the app fetch afresh: the embedded copy is as old as the document.
    expect(takePageData({})).toBeUndefined()
  })

  it('carries the date the service worker saved its copy of the page', async () => {
    embed('{"plans":[]}', '2026-11-21T14:05:00.000Z')
    const { takePageData } = await freshModule()
    expect(takePageData({})).toEqual({ plans: [], savedAt: '2026-11-21T14:05:00.000Z' })
  })

  it('reads nothing from a page without data or with data that is not JSON', async () => {
    expect((await freshModule()).takePageData({})).toBeUndefined()
    embed('{"jobs": [unterminated')
    expect((await freshModule()).takePageData({})).toBeUndefined()
    document.body.innerHTML = ''
    embed('"a string"')
    expect((await freshModule()).takePageData({})).toBeUndefined()
  })

  it('takes what the server renderer passes, every time', async () => {
    const { takePageData } = await freshModule()
    const pageData = { jobs: { count: 0, results: [] } }
    expect(takePageData({ pageData })).toBe(pageData)
    expect(takePageData({ pageData })).toBe(pageData)
  })
})
