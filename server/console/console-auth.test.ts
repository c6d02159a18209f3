import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne, queryRows } from '../db/db.ts'
import { addTestStaff } from '../test-support/staff.ts'
import { replaceRecoveryCodes } from './two-factor.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { failureRowsPerAccount } from './audit-log.ts'
import { consoleMessages } from './console-auth-routes.ts'
import { deleteExpiredSessions, startSession } from './staff-sessions.ts'

const password = 'a long enough password'

describe('console sign-in and sessions', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' })
    for (const email of ['hr@arcnova.example', 'slow@arcnova.example']) await addTestStaff(server.db, email, password)
  }, 60_000)
  afterAll(() => server.cleanup())

  const api = (path: string) => `${server.url}/api/console/${path}`
  const signIn = (email: string, secret: string, headers: Record<string, string> = {}) =>
    postJson(api('sign-in'), { email, password: secret }, headers)
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  /** The second step, with a recovery code made for it: the session then reads what the staff member may. */
  const secondStep = async (cookie: string, headers: Record<string, string> = {}) => {
    const [code] = await replaceRecoveryCodes(server.db, (await staffId('hr@arcnova.example')) ?? 0)
    expect((await postJson(api('two-factor/verify'), { code }, { ...headers, Cookie: cookie })).status).toBe(200)
    return cookie
  }
  const staffId = async (email: string) =>
    (await queryOne(server.db, z.object({ id: z.number() }), 'SELECT id FROM staff WHERE email = $1', [email]))?.id
  const auditRows = (action: string) =>
    queryRows(
      server.db,
      z.object({ staff_email: z.string(), subject: z.string(), detail: z.string() }),
      'SELECT staff_email, subject, detail FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    )

  it('signs in with a session cookie: HttpOnly, SameSite=Strict, 7 days; over HTTPS Secure and __Host-', async () => {
    const response = await signIn('HR@arcnova.example', password)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ email: 'hr@arcnova.example', step: 'code' })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^arcnova_console=[\w-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Max-Age=604800')
    expect(cookie).not.toContain('Secure')

    const https = { 'X-Forwarded-Proto': 'https' }
    const overHttps = (await signIn('hr@arcnova.example', password, https)).headers.get('set-cookie') ?? ''
    expect(overHttps).toMatch(/^__Host-arcnova_console=[\w-]{43};/)
    expect(overHttps).toContain('Secure')
    expect(overHttps).toContain('Path=/')
    expect(overHttps).not.toContain('Domain')
    const value = (overHttps.split(';')[0] ?? '').replace('__Host-arcnova_console=', '')
    await secondStep(`__Host-arcnova_console=${value}`, https)
    // Each scheme reads only its own name: over HTTPS a plain cookie (which a sibling host could set) is ignored.
    expect((await fetch(api('me'), { headers: { ...https, Cookie: `__Host-arcnova_console=${value}` } })).status).toBe(
      200,
    )
    expect((await fetch(api('me'), { headers: { ...https, Cookie: `arcnova_console=${value}` } })).status).toBe(401)
    expect((await fetch(api('me'), { headers: { Cookie: `__Host-arcnova_console=${value}` } })).status).toBe(401)
    const signedOut = await fetch(api('sign-out'), {
      method: 'POST',
      headers: { ...https, Cookie: `__Host-arcnova_console=${value}` },
    })
    expect(signedOut.headers.get('set-cookie')).toMatch(/^__Host-arcnova_console=;.*Max-Age=0.*Secure/)
  })

  it('ends the session the browser already held when it signs in again', async () => {
    const first = cookieOf(await signIn('hr@arcnova.example', password))
    const second = await secondStep(cookieOf(await signIn('hr@arcnova.example', password, { Cookie: first })))
    expect(second).not.toBe(first)
    expect((await fetch(api('me'), { headers: { Cookie: first } })).status).toBe(401)
    expect((await fetch(api('me'), { headers: { Cookie: second } })).status).toBe(200)
    expect(await auditRows('session.ended')).toContainEqual({
      staff_email: 'hr@arcnova.example',
      subject: 'Session',
      detail: 'replaced by a new sign-in in the same browser',
    })
  })

  it('knows the session on the server; sign-out ends it there, not only in the browser', async () => {
    const cookie = await secondStep(cookieOf(await signIn('hr@arcnova.example', password)))
    const me = await fetch(api('me'), { headers: { Cookie: cookie } })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toContain('no-store')
    expect(await me.json()).toEqual({ email: 'hr@arcnova.example', role: 'admin', status_emails: false })

    const signedOut = await fetch(api('sign-out'), { method: 'POST', headers: { Cookie: cookie } })
    expect(signedOut.status).toBe(204)
    expect(signedOut.headers.get('set-cookie')).toMatch(/arcnova_console=;.*Max-Age=0/)
    const again = await fetch(api('me'), { headers: { Cookie: cookie } })
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({ detail: consoleMessages.signedOut })
  })

  it('answers 401 and no data without a session, or with one idle 8 hours or older than 7 days', async () => {
    expect((await fetch(api('me'))).status).toBe(401)
    expect((await fetch(api('me'), { headers: { Cookie: 'arcnova_console=forged' } })).status).toBe(401)
    const idle = cookieOf(await signIn('hr@arcnova.example', password))
    const old = cookieOf(await signIn('hr@arcnova.example', password))
    await server.db.query("UPDATE staff_sessions SET last_seen_at = now() - interval '8 hours 1 minute'")
    expect((await fetch(api('me'), { headers: { Cookie: idle } })).status).toBe(401)
    await server.db.query(
      "UPDATE staff_sessions SET last_seen_at = now(), created_at = now() - interval '7 days 1 minute'",
    )
    expect((await fetch(api('me'), { headers: { Cookie: old } })).status).toBe(401)
  })

  it('deletes expired sessions, on sign-in and on demand, and keeps live ones', async () => {
    await addTestStaff(server.db, 'tidy@arcnova.example', password)
    const staff = await queryOne(server.db, z.object({ id: z.number() }), 'SELECT id FROM staff WHERE email = $1', [
      'tidy@arcnova.example',
    ])
    const staffId = staff?.id ?? -1
    const start = async () =>
      createHash('sha256')
        .update(await startSession(server.db, staffId))
        .digest('hex')
    const remaining = async () =>
      (
        await queryRows(
          server.db,
          z.object({ id_hash: z.string() }),
          'SELECT id_hash FROM staff_sessions WHERE staff_id = $1',
          [staffId],
        )
      ).map((row) => row.id_hash)
    const [idle, old, live] = [await start(), await start(), await start()]
    await server.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '8 hours 1 minute' WHERE id_hash = $1",
      [idle],
    )
    await server.db.query(
      "UPDATE staff_sessions SET created_at = now() - interval '7 days 1 minute' WHERE id_hash = $1",
      [old],
    )
    expect(await deleteExpiredSessions(server.db)).toBeGreaterThanOrEqual(2)
    expect(await remaining()).toEqual([live])

    // A sign-in clears them too.
    await server.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '8 hours 1 minute' WHERE id_hash = $1",
      [live],
    )
    expect((await signIn('tidy@arcnova.example', password, { 'X-Forwarded-For': '192.0.2.50' })).status).toBe(200)
    expect(await remaining()).not.toContain(live)
    expect(await remaining()).toHaveLength(1)
  })

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const unknown = await signIn('nobody@arcnova.example', password)
    const wrong = await signIn('hr@arcnova.example', 'not the password at all')
    expect([unknown.status, wrong.status]).toEqual([401, 401])
    expect(await unknown.json()).toEqual({ detail: consoleMessages.wrongCredentials })
    expect(await wrong.json()).toEqual({ detail: consoleMessages.wrongCredentials })
    expect(unknown.headers.get('set-cookie')).toBeNull()
  })

  it('audits sign-ins: success with the browser, failure for a real account without the password, nothing for an unknown e-mail', async () => {
    const agent = {
      'User-Agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'X-Forwarded-For': '192.0.2.88',
    }
    expect((await signIn('hr@arcnova.example', 'typed secret that is wrong', agent)).status).toBe(401)
    expect((await signIn('stranger@arcnova.example', 'typed secret that is wrong', agent)).status).toBe(401)
    await secondStep(cookieOf(await signIn('hr@arcnova.example', password, agent)), agent)
    expect((await auditRows('sign-in.failed')).at(-1)).toEqual({
      staff_email: 'hr@arcnova.example',
      subject: 'Sign-in',
      detail: 'wrong password, Chrome on Linux',
    })
    expect((await auditRows('sign-in.succeeded')).at(-1)).toEqual({
      staff_email: 'hr@arcnova.example',
      subject: 'Sign-in',
      detail: 'password and recovery code, Chrome on Linux',
    })
    const everything = JSON.stringify(await server.db.query('SELECT * FROM audit_log'))
    expect(everything).not.toContain('typed secret')
    expect(everything).not.toContain('stranger@')
    expect(everything).not.toContain('Mozilla')
  })

  it('after 5 failures for one e-mail from one address, answers 429 with Retry-After there, even to the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await signIn('slow@arcnova.example', `wrong guess ${attempt}`, { 'X-Forwarded-For': '203.0.113.5' })).status,
      ).toBe(401)
    }
    const throttled = await signIn('slow@arcnova.example', password, { 'X-Forwarded-For': '203.0.113.5' })
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    // The staff member from another address is not locked out, nor is another staff member.
    expect((await signIn('slow@arcnova.example', password, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(200)
    expect((await signIn('hr@arcnova.example', password, { 'X-Forwarded-For': '203.0.113.6' })).status).toBe(200)
  }, 60_000)

  it('wrong passwords from 30 other addresses do not stop the right one from the staff member’s own address', async () => {
    await addTestStaff(server.db, 'target@arcnova.example', password)
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        signIn('target@arcnova.example', `guess number ${index}`, { 'X-Forwarded-For': `198.18.0.${index + 1}` }),
      ),
    )
    expect(guesses.map((response) => response.status)).toEqual(Array(30).fill(401))
    // Only slowed down (at most 4 s), never refused.
    const started = Date.now()
    const own = await signIn('target@arcnova.example', password, { 'X-Forwarded-For': '192.0.2.77' })
    expect(own.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(10_000)
    // Every failure is counted in the audit log, without the password: one entry per network up to 20 per
    // account in 15 minutes, then one for the other networks (on PostgreSQL a few parallel ones from other
    // addresses can slip past the count; never 30 entries).
    const failures = await queryRows(
      server.db,
      z.object({ detail: z.string(), times: z.number() }),
      "SELECT detail, times FROM audit_log WHERE action = 'sign-in.failed' AND staff_email = 'target@arcnova.example'",
    )
    expect(failures.reduce((sum, row) => sum + row.times, 0)).toBe(30)
    expect(failures.length).toBeGreaterThanOrEqual(failureRowsPerAccount)
    expect(failures.length).toBeLessThan(30)
    expect(failures.every((row) => !row.detail.includes('guess'))).toBe(true)
  }, 60_000)

  it('after 20 failures from one address, answers 429 to that address', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await signIn(`guess${attempt}@arcnova.example`, 'wrong password here', {
        'X-Forwarded-For': '198.51.100.7',
      })
      expect(response.status).toBe(401)
    }
    expect((await signIn('hr@arcnova.example', password, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(429)
    expect((await signIn('hr@arcnova.example', password, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(200)
  }, 120_000)

  it('refuses cross-site requests', async () => {
    const cookie = cookieOf(await signIn('hr@arcnova.example', password, { 'X-Forwarded-For': '192.0.2.1' }))
    expect((await fetch(api('me'), { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403)
    const foreign = await postJson(
      api('sign-in'),
      { email: 'hr@arcnova.example', password },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
  })
})
