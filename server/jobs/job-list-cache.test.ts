import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from '../../src/lib/schema.ts'
import { queryOne } from '../db/db.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

/** Raw bytes as sent: undici's fetch would decompress them (and drop Content-Encoding's meaning). */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

describe('the cached job list (/api/jobs/, record 071)', () => {
  let server: TestServer
  const jobsUrl = () => `${server.url}/api/jobs/`
  beforeAll(async () => {
    server = await startTestServer()
  }, 60_000)
  afterAll(() => server.cleanup())

  it('answers the same bytes uncompressed, as gzip and as brotli, each with a strong ETag of its own, no-cache', async () => {
    const identity = await rawGet(jobsUrl())
    const gzip = await rawGet(jobsUrl(), { 'Accept-Encoding': 'gzip' })
    const br = await rawGet(jobsUrl(), { 'Accept-Encoding': 'gzip, deflate, br' })
    expect([identity.status, gzip.status, br.status]).toEqual([200, 200, 200])
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true)
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true)
    expect(br.body.length).toBeLessThan(identity.body.length / 3)
    const etag = String(identity.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/) // strong: no W/
    expect(gzip.headers.etag).toBe(etag.replace(/"$/, '-gzip"'))
    expect(br.headers.etag).toBe(etag.replace(/"$/, '-br"'))
    for (const answer of [identity, gzip, br]) {
      // Public and the same for everyone, but always revalidated: never no-store, never stale.
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/)
      expect(String(answer.headers.vary).match(/Accept-Encoding/g)).toHaveLength(1)
    }
  })

  it('gives a repeat visit with any of its ETags a 304 without a body, and a changed list to an old ETag', async () => {
    const br = await rawGet(jobsUrl(), { 'Accept-Encoding': 'br' })
    const etag = String(br.headers.etag)
    for (const [encoding, tag] of [
      ['br', etag],
      ['identity', etag],
      ['gzip', etag.replace(/-br"$/, '"')],
    ]) {
      const again = await rawGet(jobsUrl(), { 'Accept-Encoding': encoding ?? '', 'If-None-Match': tag ?? '' })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBeTruthy()
    }
    // Changed behind the server's back (as another instance would): the version read notices.
    await server.db.query("UPDATE jobs SET pay = 'Rs 1,00,000 a month' WHERE id = (SELECT min(id) FROM jobs)")
    let status = 304
    for (const deadline = Date.now() + 3_000; status === 304 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = (await rawGet(jobsUrl(), { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status
    }
    expect(status).toBe(200)
    const fresh = await (await fetch(jobsUrl())).text()
    expect(fresh).toContain('Rs 1,00,000 a month')
  })

  it('drops a job closed behind the server’s back, and lists one added so, within the version check', async () => {
    const listSchema = z.object({ results: z.array(z.object({ id: z.number() })) })
    const ids = async () => listSchema.parse(await (await fetch(jobsUrl())).json()).results.map((job) => job.id)
    const first = (await ids())[0] ?? 0
    await server.db.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [first])
    const added = await queryOne(
      server.db,
      z.object({ id: z.number() }),
      "INSERT INTO jobs (job_name, date_posted) VALUES ('Platform Engineer', CURRENT_DATE) RETURNING id",
    )
    const addedId = added?.id
    let seen: number[] = []
    for (const deadline = Date.now() + 3_000; Date.now() < deadline; ) {
      seen = await ids()
      if (!seen.includes(first) && seen.includes(addedId ?? 0)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(seen).not.toContain(first)
    expect(seen).toContain(addedId)
  })

  it('keeps no-store on every personal or per-moment answer while the public lists revalidate', async () => {
    await addTestStaff(server.db, 'lists@arcnova.example', 'a long enough password')
    const cookie = await signInBothSteps(
      server.db,
      `${server.url}/api`,
      'lists@arcnova.example',
      'a long enough password',
    )
    const api = (route: string) => `${server.url}/api/${route}`
    const personal = [
      await fetch(api('console/me'), { headers: { Cookie: cookie } }),
      await fetch(api('console/jobs/'), { headers: { Cookie: cookie } }),
      await postJson(api('my-application/'), { token: 'x'.repeat(43) }),
      await fetch(api('job-alerts/unsubscribe?token=nothing')),
      await fetch(api('push-alerts/key')),
      await fetch(api('plan-orders/order_unknown/')),
      await fetch(api('health')),
      await fetch(api('ready')),
    ]
    expect(personal[0]?.status).toBe(200)
    expect(personal[1]?.status).toBe(200)
    for (const response of personal) expect(response.headers.get('cache-control')).toBe('no-store')
    for (const route of ['jobs/', 'plans/', 'retention/']) {
      const response = await fetch(api(route))
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('etag')).toBeTruthy()
    }
  })
})
