import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { consolePostsPerWindow } from './console-post-limit.ts'

const password = 'a long enough password'
const office = { 'X-Forwarded-For': '203.0.113.77' }
const visitorLimit = 5

describe('console POSTs: signed-in staff have a limit of their own', () => {
  let server: TestServer
  beforeAll(async () => {
    // An hour's window: the test never straddles two, so the counts are exact.
    server = await startTestServer({
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(visitorLimit),
      RATE_LIMIT_WINDOW_MS: '3600000',
    })
    await addTestStaff(server.db, 'office@arcnova.example', password)
  }, 60_000)
  afterAll(() => server.cleanup())

  const api = (path: string) => `${server.url}/api/${path}`

  it('signed-in console POSTs beyond the visitor limit succeed from one address, while visitors there get 429 and a forged cookie does not help', async () => {
    // Two visitor-counted POSTs: the password and the code.
    const cookie = await signInBothSteps(server.db, `${server.url}/api`, 'office@arcnova.example', password, office)
    const staffAnswers: number[] = []
    for (let index = 0; index < visitorLimit * 3; index++)
      staffAnswers.push((await postJson(api('console/passkeys/options'), {}, { ...office, Cookie: cookie })).status)
    expect(staffAnswers).toEqual(Array(visitorLimit * 3).fill(200))

    // Visitors at the same address: the three POSTs left of their limit, then 429.
    const visitorAnswers: number[] = []
    for (let index = 0; index < 4; index++)
      visitorAnswers.push((await postJson(api('contact-messages/'), {}, office)).status)
    expect(visitorAnswers.slice(0, 3).every((status) => status !== 429)).toBe(true)
    expect(visitorAnswers[3]).toBe(429)

    // A cookie that names no session, an ended one, or none at all counts as a visitor.
    const forged = `arcnova_console=${randomBytes(32).toString('base64url')}`
    const withoutSession: Array<Record<string, string>> = [{ Cookie: forged }, {}]
    for (const headers of withoutSession) {
      const refused = await postJson(api('console/passkeys/options'), {}, { ...office, ...headers })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // The staff member is still within their own limit.
    expect((await postJson(api('console/passkeys/options'), {}, { ...office, Cookie: cookie })).status).toBe(200)
  })

  it('a password-only session is not signed in: it counts as a visitor', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.78' }
    const first = await postJson(api('console/sign-in'), { email: 'office@arcnova.example', password }, from)
    expect(first.status).toBe(200)
    const halfway = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const statuses: number[] = []
    for (let index = 0; index < visitorLimit; index++)
      statuses.push((await postJson(api('console/passkeys/options'), {}, { ...from, Cookie: halfway })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 429])
  })

  it('the staff limit holds too: ten times the visitor limit per staff member', async () => {
    await addTestStaff(server.db, 'busy@arcnova.example', password)
    const from = { 'X-Forwarded-For': '203.0.113.79' }
    const cookie = await signInBothSteps(server.db, `${server.url}/api`, 'busy@arcnova.example', password, from)
    const limit = consolePostsPerWindow(visitorLimit)
    const statuses = await Promise.all(
      Array.from(
        { length: limit + 3 },
        async () => (await postJson(api('console/passkeys/options'), {}, { ...from, Cookie: cookie })).status,
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
  })

  it('PUT, PATCH and DELETE count too: unauthenticated ones, many at once, get 429 past the visitor limit (issue 59 item 5)', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.81' }
    for (const method of ['DELETE', 'PATCH', 'PUT']) {
      const address = { 'X-Forwarded-For': `203.0.113.${method.length + 90}` }
      const statuses = await Promise.all(
        Array.from(
          { length: visitorLimit + 4 },
          async () =>
            (
              await fetch(api('console/applications/1'), {
                method,
                headers: { ...address, 'Content-Type': 'application/json' },
                body: '{}',
              })
            ).status,
        ),
      )
      expect(
        statuses.filter((status) => status === 429),
        method,
      ).toHaveLength(4)
      expect(
        statuses.filter((status) => status !== 429).every((status) => status === 401),
        method,
      ).toBe(true)
    }
    // Reading is not counted: GETs past the limit still answer (401 without a session).
    const reads = await Promise.all(
      Array.from({ length: visitorLimit + 4 }, async () => (await fetch(api('console/me'), { headers: from })).status),
    )
    expect(reads.every((status) => status === 401)).toBe(true)
  })
})
