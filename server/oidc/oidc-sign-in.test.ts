import { describe, expect, it } from 'vitest'
import { OidcTestBrowser } from '../test-support/oidc-browser.ts'
import { oidcTestServer } from '../test-support/oidc-server.ts'
import { addTestStaff } from '../test-support/staff.ts'

// Issue 64 items 1, 2 and 6: sign-in through a real OpenID Connect provider (oidc-provider, real RSA keys).
describe('staff single sign-on: signing in', () => {
  const sso = oidcTestServer()
  const users = () => sso.started().provider.users
  const host = () => new URL(sso.site()).host

  it('offers the provider by name; a full code flow with PKCE creates the staff member from the roles claim, audited', async () => {
    const options = await fetch(`${sso.site()}/api/console/oidc/options`)
    expect(await options.json()).toEqual({ provider: 'Arcnova ID' })
    users().set('asha', { email: 'Asha@Arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()

    const authorization = await sso.start(browser)
    expect(authorization.origin).toBe(sso.started().provider.issuer)
    const asked = authorization.searchParams
    expect(asked.get('code_challenge_method')).toBe('S256')
    expect(asked.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(asked.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(asked.get('nonce')).toMatch(/^[\w-]{20,}$/)
    expect(asked.get('redirect_uri')).toBe(sso.callbackUrl())
    expect(asked.get('scope')).toBe('openid email profile offline_access')
    // The flow's cookie binds the callback to this browser: HttpOnly, Lax (the provider's redirect is cross-site).
    expect(browser.cookie(host(), 'arcnova_oidc')).toMatch(/^[\w-]{43}$/)
    const started = await fetch(`${sso.site()}/api/console/oidc/start`, { redirect: 'manual' })
    expect(started.headers.get('set-cookie')).toMatch(
      /^arcnova_oidc=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    expect(started.headers.get('cache-control')).toBe('no-store')
    const overHttps = await fetch(`${sso.site()}/api/console/oidc/start`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https' },
    })
    expect(overHttps.headers.get('set-cookie')).toMatch(/^__Host-arcnova_oidc=[\w-]{43};.*Secure/)

    const back = await browser.throughProvider(authorization.href, 'asha', sso.callbackUrl())
    expect(await sso.callback(browser, back)).toBe('/console')
    expect(browser.cookie(host(), 'arcnova_oidc')).toBeUndefined()
    const me = await sso.me(browser)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'asha@arcnova.example', role: 'recruiter' })
    expect(await sso.staffRows()).toContainEqual({
      email: 'asha@arcnova.example',
      role: 'recruiter',
      password_hash: '',
    })
    expect(await sso.auditRows('staff.added-by-provider')).toEqual([
      {
        staff_email: 'asha@arcnova.example',
        subject: 'Staff: asha@arcnova.example',
        detail: 'recruiter, through single sign-on (Arcnova ID)',
      },
    ])
    expect(await sso.auditRows('sign-in.succeeded')).toContainEqual(
      expect.objectContaining({ staff_email: 'asha@arcnova.example', detail: 'through Arcnova ID, Chrome on Linux' }),
    )
    // The refresh token is kept sealed, never readable.
    const stored = await sso.started().server.db.query('SELECT oidc_refresh_token FROM staff_sessions')
    expect(JSON.stringify(stored)).toMatch(/"[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+"/)
  })

  it('takes the role from the claim over an existing account, and from the account when there is no claim', async () => {
    await addTestStaff(sso.started().server.db, 'ravi@arcnova.example', 'a long enough password', 'finance')
    users().set('ravi', { email: 'ravi@arcnova.example', emailVerified: true })
    const first = new OidcTestBrowser()
    await sso.signIn(first, 'ravi')
    expect(await (await sso.me(first)).json()).toMatchObject({ role: 'finance' })

    users().set('ravi', { email: 'ravi@arcnova.example', emailVerified: true, roles: ['admin', 'finance'] })
    const second = new OidcTestBrowser()
    await sso.signIn(second, 'ravi')
    expect(await (await sso.me(second)).json()).toMatchObject({ role: 'admin' })
    expect(await sso.auditRows('role.changed')).toContainEqual(
      expect.objectContaining({
        subject: 'Staff: ravi@arcnova.example',
        detail: 'finance → admin, through single sign-on (Arcnova ID)',
      }),
    )
    // The Staff screen says how each signs in: Ravi has a password too; Asha (made by the provider) has none.
    const listed = await second.request(`${sso.site()}/api/console/staff/`)
    expect(listed.status).toBe(200)
    const { results } = (await listed.json()) as { results: { email: string }[] }
    expect(results.find((member) => member.email === 'ravi@arcnova.example')).toMatchObject({
      password: true,
      provider_account: true,
    })
    // Asha was made by the provider in the first test (one server for the file).
    expect(results.find((member) => member.email === 'asha@arcnova.example')).toMatchObject({
      password: false,
      provider_account: true,
      two_step: false,
    })
  })

  it('refuses a domain not listed, an unverified address, and someone with no role and no account: nothing is created', async () => {
    users().set('outsider', { email: 'mallory@elsewhere.example', emailVerified: true, roles: ['admin'] })
    users().set('unverified', { email: 'meera@arcnova.example', emailVerified: false, roles: ['admin'] })
    users().set('no-role', { email: 'kiran@arcnova.example', emailVerified: true, roles: ['intern'] })
    const before = await sso.staffRows()
    for (const login of ['outsider', 'unverified', 'no-role']) {
      const browser = new OidcTestBrowser()
      expect(await sso.signIn(browser, login)).toBe('/console?sso=no-access')
      expect((await sso.me(browser)).status).toBe(401)
    }
    expect(await sso.staffRows()).toEqual(before)
  })

  it('refuses a tampered state: the callback fails and no session is made', async () => {
    users().set('tara', { email: 'tara@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()
    const back = await sso.toCallback(browser, 'tara')
    back.searchParams.set('state', 'an-attacker-chose-this-state')
    expect(await sso.callback(browser, back)).toBe('/console?sso=failed')
    expect(sso.refusals()).toEqual(['OAUTH_INVALID_RESPONSE: unexpected "state" response parameter value'])
    expect((await sso.me(browser)).status).toBe(401)
    expect(browser.cookie(host(), 'arcnova_console')).toBeUndefined()
  })

  it('refuses a replayed code: once with its own flow again, once with a new flow of the same browser', async () => {
    users().set('tara', { email: 'tara@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()
    const back = await sso.toCallback(browser, 'tara')
    const flowCookie = browser.cookie(host(), 'arcnova_oidc') ?? ''
    expect(await sso.callback(browser, back)).toBe('/console')

    const replay = new OidcTestBrowser()
    replay.setCookie(host(), 'arcnova_oidc', flowCookie)
    expect(await sso.callback(replay, back)).toBe('/console?sso=failed')

    // A new flow's state with the used code: the provider refuses the code (used, and not this flow's PKCE).
    const fresh = await sso.start(replay)
    back.searchParams.set('state', fresh.searchParams.get('state') ?? '')
    expect(await sso.callback(replay, back)).toBe('/console?sso=failed')
    expect(sso.refusals()).toEqual(['invalid_grant: null'])
    expect((await sso.me(replay)).status).toBe(401)
  })

  it('refuses an ID token whose nonce is not the one this flow kept', async () => {
    users().set('tara', { email: 'tara@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()
    const back = await sso.toCallback(browser, 'tara', {
      tamper: (url) => url.searchParams.set('nonce', 'a-nonce-from-another-flow-0123456789'),
    })
    expect(await sso.callback(browser, back)).toBe('/console?sso=failed')
    expect(sso.refusals()).toEqual(['OAUTH_JWT_CLAIM_COMPARISON_FAILED: unexpected ID Token "nonce" claim value'])
    expect((await sso.me(browser)).status).toBe(401)
  })

  it('refuses an expired ID token (the provider clock two hours behind while it issues it)', async () => {
    users().set('tara', { email: 'tara@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    const browser = new OidcTestBrowser()
    const back = await sso.toCallback(browser, 'tara')
    const clock = sso.started().provider.clock
    clock.tokenOffsetSeconds = -2 * 60 * 60
    try {
      expect(await sso.callback(browser, back)).toBe('/console?sso=failed')
      expect(sso.refusals()).toEqual([
        'OAUTH_JWT_TIMESTAMP_CHECK_FAILED: unexpected JWT "exp" (expiration time) claim value, expiration is past current timestamp',
      ])
    } finally {
      clock.tokenOffsetSeconds = 0
    }
    expect((await sso.me(browser)).status).toBe(401)
    // The same trip with the clock right signs in: the refusal was the expiry.
    const again = new OidcTestBrowser()
    expect(await sso.signIn(again, 'tara')).toBe('/console')
  })

  it('a callback from another site is let through the console guard (its state binds it), start is not', async () => {
    const browser = new OidcTestBrowser()
    const crossSite = { headers: { 'Sec-Fetch-Site': 'cross-site' } }
    expect((await fetch(`${sso.site()}/api/console/oidc/start`, { ...crossSite, redirect: 'manual' })).status).toBe(403)
    const callback = await fetch(`${sso.site()}/api/console/oidc/callback?code=x&state=y`, {
      ...crossSite,
      redirect: 'manual',
    })
    expect(callback.status).toBe(303)
    expect(callback.headers.get('location')).toBe('/console?sso=failed')
    expect(browser.cookie(host(), 'arcnova_console')).toBeUndefined()
  })
})
