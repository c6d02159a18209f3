import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { OidcTestBrowser } from '../test-support/oidc-browser.ts'
import { oidcTestServer } from '../test-support/oidc-server.ts'

// Issue 64: what requests share through single sign-on, asked many times at once: a flow's one-time
// row, and a session's refresh token (a provider may take each refresh token once).
describe('staff single sign-on: many requests at once', () => {
  const sso = oidcTestServer()
  const users = () => sso.started().provider.users
  const db = () => sso.started().server.db
  const sessionsOf = async (email: string) =>
    (
      await queryOne(
        db(),
        z.object({ count: z.number() }),
        'SELECT count(*)::int AS count FROM staff_sessions WHERE staff_id = (SELECT id FROM staff WHERE email = $1)',
        [email],
      )
    )?.count

  it('one callback opened eight times at once makes one session; the others are refused', async () => {
    users().set('ines', { email: 'ines@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()
    const back = await sso.toCallback(browser, 'ines')
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => sso.callback(browser, back)))
    expect(outcomes.filter((where) => where === '/console')).toHaveLength(1)
    expect(outcomes.filter((where) => where === '/console?sso=failed')).toHaveLength(7)
    expect(await sessionsOf('ines@arcnova.example')).toBe(1)
    expect(sso.started().provider.grants.filter((grant) => grant === 'authorization_code')).toHaveLength(1)
  })

  it('twelve requests at once when the check is due: the provider is asked once, all are answered, the session stays', async () => {
    users().set('jai', { email: 'jai@arcnova.example', emailVerified: true, roles: ['finance'] })
    const browser = new OidcTestBrowser()
    await sso.signIn(browser, 'jai')
    const { grants } = sso.started().provider
    const refreshesBefore = grants.filter((grant) => grant === 'refresh_token').length
    await db().query(
      `UPDATE staff_sessions SET oidc_checked_at = now() - interval '6 minutes'
       WHERE staff_id = (SELECT id FROM staff WHERE email = 'jai@arcnova.example')`,
    )
    const answers = await Promise.all(Array.from({ length: 12 }, () => sso.me(browser)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    // The request that claimed the check waits for the provider's answer before its own.
    expect(grants.filter((grant) => grant === 'refresh_token').length - refreshesBefore).toBe(1)
    expect((await sso.me(browser)).status).toBe(200)
    expect(await sessionsOf('jai@arcnova.example')).toBe(1)
    expect(await sso.auditRows('session.ended')).toEqual([])
  })
})
