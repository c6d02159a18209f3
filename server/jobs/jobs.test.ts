import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from '../../src/lib/schema.ts'
import { jobSchema } from './job-schema.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

// Exactly the contract's fields, no more.
const listSchema = z.object({ count: z.number(), results: z.array(z.strictObject(jobSchema.shape)) })

describe('GET /api/jobs/', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  it('answers { count, results } with the seeded jobs, newest first', async () => {
    const response = await fetch(`${server.url}/api/jobs/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = listSchema.parse(await response.json())
    expect(body.count).toBe(body.results.length)
    expect(body.count).toBeGreaterThanOrEqual(8)
    const dates = body.results.map((job) => job.date_posted)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set(body.results.map((job) => job.id)).size).toBe(body.count)
  })

  it('covers the offices, a remote and a USA job, full and sparse records, and one without a location', async () => {
    const { results } = listSchema.parse(await (await fetch(`${server.url}/api/jobs/`)).json())
    const locations = results.map((job) => job.location ?? '').join(' | ')
    for (const place of ['Indore', 'Pune', 'Chennai', 'Remote', 'USA']) expect(locations).toContain(place)
    expect(results.some((job) => job.location === null)).toBe(true)
    const full = results.filter((job) => Object.values(job).every((value) => value !== null))
    expect(full.length).toBeGreaterThanOrEqual(2)
    expect(full.some((job) => (job.responsibilities ?? '').split('\n').length >= 3)).toBe(true)
    const sparse = results.filter((job) => Object.values(job).filter((value) => value === null).length >= 8)
    expect(sparse.length).toBeGreaterThanOrEqual(1)
  })

  it('revalidates with its ETag', async () => {
    const first = await fetch(`${server.url}/api/jobs/`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${server.url}/api/jobs/`, { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('compresses the list for clients that accept it', async () => {
    const response = await fetch(`${server.url}/api/jobs/`, { headers: { 'Accept-Encoding': 'br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(listSchema.parse(await response.json()).count).toBeGreaterThanOrEqual(8)
  })
})
