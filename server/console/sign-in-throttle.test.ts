import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../staff/password.ts'
import { saveStaff } from '../staff/staff-repository.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

// Counts how many sign-ins reach the password check: the server runs in this process.
const checks = vi.hoisted(() => ({ count: 0 }))
vi.mock('../staff/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../staff/password.ts')>()
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      checks.count += 1
      return original.verifyPassword(password, stored)
    },
  }
})

describe('sign-in throttling under parallel guessing', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' })
    await saveStaff(server.db, 'hr@arcnova.example', await hashPassword('a long enough password'))
  }, 60_000)
  afterAll(() => server.cleanup())

  it('25 parallel wrong passwords for one e-mail from one address: at most 5 are checked, the rest get 429', async () => {
    checks.count = 0
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        postJson(
          `${server.url}/api/console/sign-in`,
          { email: 'hr@arcnova.example', password: `parallel guess ${index}` },
          { 'X-Forwarded-For': '203.0.113.20' },
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(checks.count).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks.count)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checks.count)
    for (const answer of answers.filter((item) => item.status === 429))
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  }, 60_000)

  it('25 parallel wrong passwords from 25 addresses of one IPv6 /64: at most 5 are checked, the rest get 429', async () => {
    checks.count = 0
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        postJson(
          `${server.url}/api/console/sign-in`,
          { email: 'hr@arcnova.example', password: `rotating guess ${index}` },
          // One subscriber's /64, a different address for every guess.
          { 'X-Forwarded-For': `2001:db8:41:3:${(index + 1).toString(16)}::${index + 7}` },
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(checks.count).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks.count)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checks.count)
    // Another /64 of the same provider is another client.
    const elsewhere = await postJson(
      `${server.url}/api/console/sign-in`,
      { email: 'hr@arcnova.example', password: 'a long enough password' },
      { 'X-Forwarded-For': '2001:db8:41:4::1' },
    )
    expect(elsewhere.status).toBe(200)
  }, 60_000)
})
