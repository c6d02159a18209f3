import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessMessages } from '../../src/contracts/console-access.ts'
import { queryOne, queryRows } from '../db/db.ts'
import { eventually, mailServer, readMail } from '../test-support/mail-server.ts'
import { addTestStaff, passwordStep as passwordStepFrom, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { replaceRecoveryCodes } from './two-factor.ts'

const password = 'a long enough password'
/** One address in each of many IPv6 /64s: a subscriber with a routed /48 has 65,536 of them. */
const network = (index: number) => `2001:db8:59:${index.toString(16)}::1`

describe('second-step codes per account, across every network (issue 59 item 3)', () => {
  let server: TestServer
  let mail: Awaited<ReturnType<typeof mailServer>>
  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer({ TRUST_PROXY: '1', SMTP_URL: mail.url, NOTIFY_EMAIL: 'team@arcnova.example' })
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  const api = (path: string) => `${server.url}/api/console/${path}`
  const passwordStep = (email: string, from: string) => passwordStepFrom(`${server.url}/api`, email, password, from)
  const wrongCodes = async (email: string) =>
    (
      await queryOne(
        server.db,
        z.object({ count: z.number() }),
        'SELECT count(*)::int AS count FROM code_guesses g JOIN staff s ON s.id = g.staff_id WHERE s.email = $1 AND g.wrong',
        [email],
      )
    )?.count
  const recoveryCode = async (email: string) => {
    const member = await queryOne(server.db, z.object({ id: z.number() }), 'SELECT id FROM staff WHERE email = $1', [
      email,
    ])
    return (await replaceRecoveryCodes(server.db, member?.id ?? -1))[0] ?? ''
  }

  it('40 wrong codes at once from 8 networks: 10 are checked, the rest 429; then even a right code is refused until the hour has passed', async () => {
    await addTestStaff(server.db, 'guessed@arcnova.example', password, 'recruiter')
    await addTestStaff(server.db, 'boss@arcnova.example', password, 'admin')
    await addTestStaff(server.db, 'deputy@arcnova.example', password, 'admin')
    await addTestStaff(server.db, 'books@arcnova.example', password, 'finance')
    const sessions = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => ({
        cookie: await passwordStep('guessed@arcnova.example', network(index)),
        from: network(index),
      })),
    )
    const answers = await Promise.all(
      sessions.flatMap(({ cookie, from }) =>
        Array.from({ length: 5 }, (_, code) =>
          postJson(
            api('two-factor/verify'),
            { code: String(310000 + code) },
            { Cookie: cookie, 'X-Forwarded-For': from },
          ),
        ),
      ),
    )
    const problem = z.object({ detail: z.string() }).passthrough()
    const bodies = await Promise.all(
      answers.map(async (answer) => ({ status: answer.status, ...problem.parse(await answer.json()) })),
    )
    // Checked and wrong: 400, or 401 when it was its session's fifth. Not checked: 429 for the account.
    const checked = bodies.filter((body) => body.status === 400 || body.status === 401)
    const locked = bodies.filter((body) => body.status === 429)
    expect(checked).toHaveLength(10)
    expect(checked.length + locked.length).toBe(40)
    expect(locked.every((body) => body.detail === accessMessages.codesLocked)).toBe(true)
    expect(await wrongCodes('guessed@arcnova.example')).toBe(10)

    // The member's own right code, from a network that never guessed: refused, with when to try again.
    const own = await passwordStep('guessed@arcnova.example', '192.0.2.59')
    const right = await postJson(
      api('two-factor/verify'),
      { code: await recoveryCode('guessed@arcnova.example') },
      { Cookie: own, 'X-Forwarded-For': '192.0.2.59' },
    )
    expect(right.status).toBe(429)
    expect(await right.json()).toEqual({ detail: accessMessages.codesLocked })
    const retryAfter = Number(right.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)

    // One audit entry, with the count.
    const entries = await queryRows(
      server.db,
      z.object({ staff_email: z.string(), detail: z.string() }),
      "SELECT staff_email, detail FROM audit_log WHERE action = 'codes.locked'",
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]?.staff_email).toBe('guessed@arcnova.example')
    expect(entries[0]?.detail).toMatch(
      /^10 wrong codes within an hour from [1-8] networks?; codes refused until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    )

    // The member and each administrator are e-mailed, as their mail server receives it; finance is not.
    const received = await eventually(() => (mail.received.length >= 3 ? mail.received : undefined))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.received.flatMap((message) => message.to).sort()).toEqual([
      'boss@arcnova.example',
      'deputy@arcnova.example',
      'guessed@arcnova.example',
    ])
    const mails = Object.fromEntries(received.map((message) => [message.to[0] ?? '', readMail(message.data)]))
    expect(mails['guessed@arcnova.example']?.subject).toMatch(/^Sign-in codes refused for your .+ console account$/)
    expect(mails['guessed@arcnova.example']?.text).toContain(
      '10 wrong sign-in codes were entered for your console account',
    )
    expect(mails['boss@arcnova.example']?.text).toContain(
      '10 wrong sign-in codes were entered for the console account guessed@arcnova.example',
    )
    expect(mails['boss@arcnova.example']?.text).toContain('whoever entered them knows the password')

    // An hour later the step opens again and the right code signs in.
    await server.db.query("UPDATE code_guesses SET at = at - interval '61 minutes'")
    const later = await postJson(
      api('two-factor/verify'),
      { code: await recoveryCode('guessed@arcnova.example') },
      { Cookie: own, 'X-Forwarded-For': '192.0.2.59' },
    )
    expect(later.status).toBe(200)
  })

  it('right codes do not count: after twelve sign-ins, wrong codes are still checked', async () => {
    await addTestStaff(server.db, 'daily@arcnova.example', password)
    for (let day = 0; day < 12; day++)
      await signInBothSteps(server.db, `${server.url}/api`, 'daily@arcnova.example', password, {
        'X-Forwarded-For': network(100 + day),
      })
    const cookie = await passwordStep('daily@arcnova.example', network(200))
    const wrong = await postJson(
      api('two-factor/verify'),
      { code: '000000' },
      { Cookie: cookie, 'X-Forwarded-For': network(200) },
    )
    expect(wrong.status).toBe(400)
    expect(await wrongCodes('daily@arcnova.example')).toBe(1)
  })
})
