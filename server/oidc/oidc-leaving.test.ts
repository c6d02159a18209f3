import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { OidcTestBrowser } from '../test-support/oidc-browser.ts'
import { oidcTestServer } from '../test-support/oidc-server.ts'
import { addTestStaff } from '../test-support/staff.ts'

// Issue 64 items 3, 4 and 6: a provider's session is re-checked and ends when the provider stops
// accepting the user; acts that want a fresh code send them to sign in again there.
describe('staff single sign-on: leaving and step-up', () => {
  const sso = oidcTestServer()
  const users = () => sso.started().provider.users
  const db = () => sso.started().server.db
  /** As if the last check were six minutes ago: the next request asks the provider (OIDC_RECHECK_MINUTES is 5). */
  const checkDue = (email: string) =>
    db().query(
      `UPDATE staff_sessions SET oidc_checked_at = now() - interval '6 minutes'
       WHERE staff_id = (SELECT id FROM staff WHERE email = $1)`,
      [email],
    )
  const sessionEnded = async () =>
    (await sso.auditRows('session.ended')).map((row) => `${row.staff_email}: ${row.detail}`)

  it('a user disabled at the provider keeps the console until the next check, then loses it there', async () => {
    users().set('lena', { email: 'lena@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()
    await sso.signIn(browser, 'lena')
    expect((await sso.me(browser)).status).toBe(200)

    users().set('lena', { email: 'lena@arcnova.example', emailVerified: true, roles: ['recruiter'], disabled: true })
    expect((await sso.me(browser)).status).toBe(200)
    await checkDue('lena@arcnova.example')
    expect((await sso.me(browser)).status).toBe(401)
    expect(await sessionEnded()).toContain('lena@arcnova.example: the provider no longer accepts this account')
    // Signing in again is refused at the provider itself: the account is not found there.
    await expect(sso.signIn(new OidcTestBrowser(), 'lena')).rejects.toThrow()
  })

  it('an accepted user is confirmed with the refresh token and stays; an address no longer verified is put out', async () => {
    users().set('noor', { email: 'noor@arcnova.example', emailVerified: true, roles: ['finance'] })
    const browser = new OidcTestBrowser()
    await sso.signIn(browser, 'noor')
    const tokenBefore = await refreshTokenOf('noor@arcnova.example')
    await checkDue('noor@arcnova.example')
    expect((await sso.me(browser)).status).toBe(200)
    const after = await queryOne(
      db(),
      z.object({ recent: z.boolean() }),
      `SELECT oidc_checked_at > now() - interval '1 minute' AS recent FROM staff_sessions
       WHERE staff_id = (SELECT id FROM staff WHERE email = 'noor@arcnova.example')`,
    )
    expect(after?.recent).toBe(true)
    expect(await refreshTokenOf('noor@arcnova.example')).not.toBe(tokenBefore)

    users().set('noor', { email: 'noor@arcnova.example', emailVerified: false, roles: ['finance'] })
    await checkDue('noor@arcnova.example')
    expect((await sso.me(browser)).status).toBe(401)
    expect(await sessionEnded()).toContain('noor@arcnova.example: the provider no longer vouches for this address')
  })

  it('a session through the provider ends after OIDC_SESSION_HOURS (8) whatever happens', async () => {
    users().set('omar', { email: 'omar@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()
    await sso.signIn(browser, 'omar')
    const ends = await queryOne(
      db(),
      z.object({ hours: z.number() }),
      `SELECT round(extract(epoch FROM oidc_expires_at - created_at) / 3600)::int AS hours FROM staff_sessions
       WHERE staff_id = (SELECT id FROM staff WHERE email = 'omar@arcnova.example')`,
    )
    expect(ends?.hours).toBe(8)
    await db().query(
      `UPDATE staff_sessions SET oidc_expires_at = now() - interval '1 second'
       WHERE staff_id = (SELECT id FROM staff WHERE email = 'omar@arcnova.example')`,
    )
    expect((await sso.me(browser)).status).toBe(401)
    expect(await sessionEnded()).toContain('omar@arcnova.example: the single sign-on session reached 8 hours')
  })

  it('step-up: an act that wants a fresh code sends a provider user to sign in again (prompt=login, max_age=0)', async () => {
    users().set('olga', { email: 'olga@arcnova.example', emailVerified: true, roles: ['admin'] })
    await addTestStaff(db(), 'pat@arcnova.example', 'a long enough password', 'recruiter')
    const pat = await queryOne(
      db(),
      z.object({ id: z.number() }),
      "SELECT id FROM staff WHERE email = 'pat@arcnova.example'",
    )
    const browser = new OidcTestBrowser()
    await sso.signIn(browser, 'olga')
    await db().query(
      `UPDATE staff_sessions SET second_step_at = now() - interval '1 hour'
       WHERE staff_id = (SELECT id FROM staff WHERE email = 'olga@arcnova.example')`,
    )
    const changeRole = () =>
      browser.request(`${sso.site()}/api/console/staff/${pat?.id}/role`, { method: 'PUT', json: { role: 'finance' } })
    const refused = await changeRole()
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      detail: 'Sign in again with Arcnova ID to do this: it confirms it is you.',
      reauth: true,
      provider: 'Arcnova ID',
    })

    const authorization = await sso.start(browser, '?step_up=1&return_to=/console/staff')
    expect(authorization.searchParams.get('prompt')).toBe('login')
    expect(authorization.searchParams.get('max_age')).toBe('0')
    expect(authorization.searchParams.get('scope')).toBe('openid email profile')
    const back = await browser.throughProvider(authorization.href, 'olga', sso.callbackUrl())
    expect(await sso.callback(browser, back)).toBe('/console/staff')
    expect((await changeRole()).status).toBe(200)
  })

  it('a step-up must be the same person in the same session: another login at the provider is refused', async () => {
    users().set('olga', { email: 'olga@arcnova.example', emailVerified: true, roles: ['admin'] })
    users().set('quin', { email: 'quin@arcnova.example', emailVerified: true, roles: ['admin'] })
    const browser = new OidcTestBrowser()
    await sso.signIn(browser, 'olga')
    const back = await sso.toCallback(browser, 'quin', { query: '?step_up=1' })
    expect(await sso.callback(browser, back)).toBe('/console?sso=failed')
    expect(await (await sso.me(browser)).json()).toMatchObject({ email: 'olga@arcnova.example' })
    // Without a session made through the provider there is nothing to step up.
    const stranger = new OidcTestBrowser()
    const start = await stranger.request(`${sso.site()}/api/console/oidc/start?step_up=1`)
    expect(start.headers.get('location')).toBe('/console?sso=failed')
  })

  async function refreshTokenOf(email: string) {
    const row = await queryOne(
      db(),
      z.object({ token: z.string() }),
      `SELECT oidc_refresh_token AS token FROM staff_sessions WHERE staff_id = (SELECT id FROM staff WHERE email = $1)`,
      [email],
    )
    return row?.token
  }
})
