import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { listOf, staffSessionSchema } from '../../src/contracts/console.ts'
import { staffMemberSchema } from '../../src/contracts/console-access.ts'
import { queryRows } from '../db/db.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { hashPassword } from '../staff/password.ts'
import { saveStaff } from '../staff/staff-repository.ts'

const password = 'a long enough password'
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const laptop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0'

describe('the Account screen’s sessions', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    for (const email of ['hr@arcnova.example', 'sales@arcnova.example']) await addTestStaff(server.db, email, password)
  }, 60_000)
  afterAll(() => server.cleanup())

  const api = (path: string) => `${server.url}/api/console/${path}`
  const signIn = (email: string, userAgent: string) =>
    signInBothSteps(server.db, `${server.url}/api`, email, password, { 'User-Agent': userAgent })
  const sessions = async (cookie: string) => {
    const response = await fetch(api('sessions/'), { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    return listOf(staffSessionSchema).parse(await response.json()).results
  }
  const me = async (cookie: string) => (await fetch(api('me'), { headers: { Cookie: cookie } })).status
  const audit = (action: string) =>
    queryRows(
      server.db,
      z.object({ staff_email: z.string(), detail: z.string() }),
      'SELECT staff_email, detail FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    )

  it('lists one’s own live sessions with browser, start and last use, marking this one; never another’s', async () => {
    const onPhone = await signIn('hr@arcnova.example', phone)
    const onLaptop = await signIn('hr@arcnova.example', laptop)
    await signIn('sales@arcnova.example', laptop)
    const listed = await sessions(onLaptop)
    expect(listed.map(({ browser, current }) => ({ browser, current }))).toEqual([
      { browser: 'Firefox on macOS', current: true },
      { browser: 'Chrome on Android', current: false },
    ])
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(Date.parse(session.started_at)).not.toBeNaN()
      expect(Date.parse(session.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(session.started_at))
    }
    // The cookie's value and its hash appear nowhere in the answer.
    const raw = await (await fetch(api('sessions/'), { headers: { Cookie: onPhone } })).text()
    expect(raw).not.toContain(onPhone.split('=')[1] ?? '-')
    expect(raw).not.toContain('id_hash')
  })

  it('marks a session that passed the password only, lets it be ended, and never counts it as signed in on Staff', async () => {
    await addTestStaff(server.db, 'ops@arcnova.example', password)
    const full = await signIn('ops@arcnova.example', laptop)
    // Someone else knows the password but not the second step.
    const half = await postJson(api('sign-in'), { email: 'ops@arcnova.example', password }, { 'User-Agent': phone })
    expect(half.status).toBe(200)
    const listed = await sessions(full)
    expect(listed.map(({ browser, current, password_only }) => ({ browser, current, password_only }))).toEqual([
      { browser: 'Firefox on macOS', current: true, password_only: false },
      { browser: 'Chrome on Android', current: false, password_only: true },
    ])
    const staff = async () =>
      listOf(staffMemberSchema)
        .parse(await (await fetch(api('staff/'), { headers: { Cookie: full } })).json())
        .results.find((member) => member.email === 'ops@arcnova.example')?.live_sessions
    expect(await staff()).toBe(1)

    const halfId = listed.find((session) => session.password_only)?.id ?? ''
    expect((await fetch(api(`sessions/${halfId}`), { method: 'DELETE', headers: { Cookie: full } })).status).toBe(204)
    expect((await sessions(full)).map((session) => session.password_only)).toEqual([false])
    expect(await staff()).toBe(1)
  })

  it('ends one session by its id; another staff member’s sessions answer 404 whatever the id', async () => {
    const mine = await signIn('hr@arcnova.example', phone)
    const other = await signIn('hr@arcnova.example', laptop)
    const theirs = await signIn('sales@arcnova.example', laptop)
    const target = (await sessions(other)).find((session) => session.current)?.id ?? ''
    const theirId = (await sessions(theirs)).find((session) => session.current)?.id ?? ''

    for (const id of [theirId, '00000000-0000-0000-0000-000000000000', 'not-a-uuid', '1']) {
      const refused = await fetch(api(`sessions/${id}`), { method: 'DELETE', headers: { Cookie: mine } })
      expect(`${id} ${refused.status}`).toBe(`${id} 404`)
    }
    expect(await me(theirs)).toBe(200)

    const ended = await fetch(api(`sessions/${target}`), { method: 'DELETE', headers: { Cookie: mine } })
    expect(ended.status).toBe(204)
    expect(ended.headers.get('set-cookie')).toBeNull()
    expect([await me(other), await me(mine)]).toEqual([401, 200])
    expect((await audit('session.ended')).at(-1)).toEqual({
      staff_email: 'hr@arcnova.example',
      detail: 'ended from the Account screen: Firefox on macOS',
    })
  })

  it('signs out everywhere: every session of this staff member ends, this one too; others keep theirs', async () => {
    const first = await signIn('hr@arcnova.example', phone)
    const second = await signIn('hr@arcnova.example', laptop)
    const theirs = await signIn('sales@arcnova.example', laptop)
    const response = await fetch(api('sign-out-everywhere'), { method: 'POST', headers: { Cookie: second } })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(/^arcnova_console=;.*Max-Age=0/)
    expect([await me(first), await me(second), await me(theirs)]).toEqual([401, 401, 200])
    expect((await audit('sessions.ended')).at(-1)?.detail).toMatch(/^signed out everywhere: \d+ sessions$/)
    expect((await fetch(api('sign-out-everywhere'), { method: 'POST', headers: { Cookie: second } })).status).toBe(401)
  })

  it('a new password ends every session of that staff member', async () => {
    const cookie = await signIn('sales@arcnova.example', phone)
    const live = (await sessions(cookie)).length
    const saved = await saveStaff(server.db, 'SALES@arcnova.example', await hashPassword('a new long password'))
    expect(saved).toMatchObject({ outcome: 'reset', endedSessions: live })
    expect(await me(cookie)).toBe(401)
  })
})
