import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { accessMessages, sessionEndedProblemSchema } from '../../src/contracts/console-access.ts'
import { consoleAuditEntrySchema, listOf } from '../../src/contracts/console.ts'
import { queryOne, queryRows } from '../db/db.ts'
import { addTestStaff, passwordStep as passwordStepFrom, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { consoleMessages } from './console-auth-routes.ts'

// Counts how many codes reach the check: the server runs in this process.
const checks = vi.hoisted(() => ({ count: 0 }))
vi.mock('./two-factor.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./two-factor.ts')>()
  return {
    ...original,
    acceptSecondStep: async (...args: Parameters<typeof original.acceptSecondStep>) => {
      checks.count += 1
      return original.acceptSecondStep(...args)
    },
  }
})

const password = 'a long enough password'
/** Addresses of one IPv6 /64, a different one for each index. */
const inOne64 = (prefix: string, index: number) => `${prefix}:${(index + 1).toString(16)}::${(index + 2).toString(16)}`

describe('guessing codes: keyed by /64, bounded per session, audited once with a count', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' })
  }, 60_000)
  afterAll(() => server.cleanup())

  const api = (path: string) => `${server.url}/api/console/${path}`
  const passwordStep = (email: string, from: string) => passwordStepFrom(`${server.url}/api`, email, password, from)
  const sessionsOf = async (email: string) =>
    (
      await queryOne(
        server.db,
        z.object({ count: z.number() }),
        'SELECT count(*)::int AS count FROM staff_sessions s JOIN staff ON staff.id = s.staff_id WHERE staff.email = $1',
        [email],
      )
    )?.count
  const failedCodes = (email: string) =>
    queryRows(
      server.db,
      z.object({ detail: z.string(), times: z.number(), first_at: z.nullable(z.date()), at: z.date() }),
      "SELECT detail, times, first_at, at FROM audit_log WHERE action = 'sign-in.failed' AND staff_email = $1",
      [email],
    )

  it('28 wrong codes at once from 28 addresses of one /64 in a password-only session: at most 5 checked, then the session ends', async () => {
    await addTestStaff(server.db, 'rotate@arcnova.example', password)
    const cookie = await passwordStep('rotate@arcnova.example', '2001:db8:28::1')
    checks.count = 0
    const answers = await Promise.all(
      Array.from({ length: 28 }, (_, index) =>
        postJson(
          api('two-factor/verify'),
          { code: String(200000 + index) },
          { Cookie: cookie, 'X-Forwarded-For': inOne64('2001:db8:28:0', index) },
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(checks.count).toBeLessThanOrEqual(5)
    // The rest: 429 from the /64's limit, or 401 once the session has ended.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4)
    expect(statuses.every((status) => [400, 401, 429].includes(status))).toBe(true)
    // The fifth wrong code ended the session, and its answer says so.
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    const ended = bodies.filter((body) => sessionEndedProblemSchema.safeParse(body).success)
    expect(ended.length).toBeGreaterThanOrEqual(1)
    expect(ended[0]).toEqual({ detail: accessMessages.tooManyWrongCodes, session_ended: true })
    expect(await sessionsOf('rotate@arcnova.example')).toBe(0)
    const after = await fetch(api('me'), { headers: { Cookie: cookie } })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ detail: consoleMessages.signedOut })
    // One audit entry for the five, with their count.
    const failures = await failedCodes('rotate@arcnova.example')
    expect(failures.map((row) => row.times)).toEqual([checks.count])
  })

  it('a session’s fifth wrong code ends it, even from five networks; sign-in starts again from the password', async () => {
    await addTestStaff(server.db, 'five@arcnova.example', password)
    const cookie = await passwordStep('five@arcnova.example', '192.0.2.90')
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await postJson(
        api('two-factor/verify'),
        { code: '000000' },
        { Cookie: cookie, 'X-Forwarded-For': `198.51.100.${attempt}` },
      )
      expect(wrong.status).toBe(400)
      expect(await wrong.json()).toEqual({ detail: accessMessages.wrongCode })
    }
    const fifth = await postJson(
      api('two-factor/verify'),
      { code: '000000' },
      { Cookie: cookie, 'X-Forwarded-For': '198.51.100.5' },
    )
    expect(fifth.status).toBe(401)
    expect(await fifth.json()).toEqual({ detail: accessMessages.tooManyWrongCodes, session_ended: true })
    expect(fifth.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect(await sessionsOf('five@arcnova.example')).toBe(0)
    const ended = await queryRows(
      server.db,
      z.object({ detail: z.string() }),
      "SELECT detail FROM audit_log WHERE action = 'session.ended' AND staff_email = 'five@arcnova.example'",
    )
    expect(ended).toEqual([{ detail: '5 wrong codes' }])
    // The password again, from another network: a new session with five codes of its own.
    const again = await signInBothSteps(server.db, `${server.url}/api`, 'five@arcnova.example', password, {
      'X-Forwarded-For': '198.51.100.6',
    })
    expect((await fetch(api('me'), { headers: { Cookie: again } })).status).toBe(200)
  })

  it('a fresh code for a destructive act: the fifth wrong one ends the signed-in session', async () => {
    await addTestStaff(server.db, 'reauth@arcnova.example', password)
    const cookie = await signInBothSteps(server.db, `${server.url}/api`, 'reauth@arcnova.example', password, {
      'X-Forwarded-For': '192.0.2.91',
    })
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++)
      statuses.push(
        (
          await postJson(
            api('reauth'),
            { code: '111111' },
            { Cookie: cookie, 'X-Forwarded-For': inOne64('2001:db8:92:0', attempt) },
          )
        ).status,
      )
    expect(statuses).toEqual([400, 400, 400, 400, 401])
    expect((await fetch(api('me'), { headers: { Cookie: cookie } })).status).toBe(401)
    const failures = await failedCodes('reauth@arcnova.example')
    expect(failures).toHaveLength(1)
    expect(failures[0]?.times).toBe(5)
    expect(failures[0]?.detail).toMatch(/^wrong code confirming an act/)
  })

  it('repeated wrong passwords from one /64 are one audit entry with a count, shown in the audit list', async () => {
    await addTestStaff(server.db, 'audited@arcnova.example', password)
    for (let attempt = 0; attempt < 4; attempt++)
      expect(
        (
          await postJson(
            api('sign-in'),
            { email: 'audited@arcnova.example', password: `wrong ${attempt}` },
            { 'X-Forwarded-For': inOne64('2001:db8:93:0', attempt) },
          )
        ).status,
      ).toBe(401)
    const admin = await signInBothSteps(server.db, `${server.url}/api`, 'audited@arcnova.example', password, {
      'X-Forwarded-For': '192.0.2.93',
    })
    const list = listOf(consoleAuditEntrySchema).parse(
      await (await fetch(api('audit/'), { headers: { Cookie: admin } })).json(),
    )
    const failures = list.results.filter(
      (row) => row.staff_email === 'audited@arcnova.example' && row.action === 'sign-in.failed',
    )
    expect(failures).toHaveLength(1)
    expect(failures[0]?.times).toBe(4)
    expect(failures[0]?.first_at).not.toBeNull()
    expect(Date.parse(failures[0]?.first_at ?? '')).toBeLessThanOrEqual(Date.parse(failures[0]?.at ?? ''))
    // A single event is an entry of its own, once.
    const succeeded = list.results.filter(
      (row) => row.staff_email === 'audited@arcnova.example' && row.action === 'sign-in.succeeded',
    )
    expect(succeeded.map((row) => [row.times, row.first_at])).toEqual([[1, null]])
  })

  it('passkey sign-in: 25 parallel tries of one credential from one /64 get at most 5 looked at, the rest 429', async () => {
    const unknown = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} }
    const statuses = await Promise.all(
      Array.from(
        { length: 25 },
        async (_, index) =>
          (
            await postJson(
              api('passkey-sign-in'),
              { response: unknown },
              { 'X-Forwarded-For': inOne64('2001:db8:94:0', index) },
            )
          ).status,
      ),
    )
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })
})
