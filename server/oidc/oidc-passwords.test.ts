import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { OidcTestBrowser } from '../test-support/oidc-browser.ts'
import { oidcTestServer } from '../test-support/oidc-server.ts'
import { postJson } from '../test-support/test-server.ts'
import { z } from 'zod'
import { softAuthenticator } from '../test-support/soft-authenticator.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'

const password = 'a long enough password'

// Issue 64 item 5: passwords stay for a company without a provider, and as the break-glass admin's.
// The same server reads the verified mark from Entra ID's claim (xms_edov), as Entra never sends email_verified.
describe('staff single sign-on: OIDC_ONLY=1, and a provider of its own verified claim', () => {
  const sso = oidcTestServer({
    OIDC_ONLY: '1',
    OIDC_BREAK_GLASS_EMAIL: 'Root@arcnova.example',
    OIDC_EMAIL_VERIFIED_CLAIM: 'xms_edov',
    // Trips to the provider are counted per client, apart from its POSTs: a few here.
    RATE_LIMIT_MAX: '20',
  })
  const signIn = (email: string, secret: string) =>
    postJson(`${sso.site()}/api/console/sign-in`, { email, password: secret })

  it('only the break-glass administrator may use a password; others are told to use the provider', async () => {
    await addTestStaff(sso.started().server.db, 'root@arcnova.example', password)
    await addTestStaff(sso.started().server.db, 'hr@arcnova.example', password)
    const root = await signIn('root@arcnova.example', password)
    expect(root.status).toBe(200)
    expect(await root.json()).toEqual({ email: 'root@arcnova.example', step: 'code' })

    const hr = await signIn('hr@arcnova.example', password)
    expect(hr.status).toBe(403)
    expect(await hr.json()).toEqual({
      detail: "The console takes only single sign-on for your account: use 'Sign in with Arcnova ID'.",
    })
    expect(hr.headers.get('set-cookie')).toBeNull()
    // A wrong password gets the usual answer: the refusal names no account to someone who lacks its password.
    expect((await signIn('hr@arcnova.example', 'not the password at all')).status).toBe(401)
  })

  it('a passkey, like a password, signs in only the break-glass administrator', async () => {
    const api = (path: string) => `${sso.site()}/api/console/${path}`
    const cookie = await signInBothSteps(sso.started().server.db, `${sso.site()}/api`, 'root@arcnova.example', password)
    const [own, handedOn] = [softAuthenticator(), softAuthenticator()]
    for (const authenticator of [own, handedOn]) {
      const options = z
        .object({ challenge: z.string(), rp: z.object({ id: z.string() }) })
        .parse(await (await postJson(api('passkeys/options'), {}, { Cookie: cookie })).json())
      const added = await postJson(
        api('passkeys'),
        { response: authenticator.register(options, sso.site()) },
        { Cookie: cookie },
      )
      expect(added.status).toBe(201)
    }
    // The second passkey now belongs to a member who is not the break-glass administrator.
    await sso
      .started()
      .server.db.query(
        "UPDATE staff_passkeys SET staff_id = (SELECT id FROM staff WHERE email = 'hr@arcnova.example') WHERE credential_id = $1",
        [handedOn.id],
      )
    const withPasskey = async (authenticator: typeof own) => {
      const options = z
        .object({ challenge: z.string(), rpId: z.string() })
        .parse(await (await postJson(api('passkey-sign-in/options'), {})).json())
      return postJson(api('passkey-sign-in'), { response: authenticator.authenticate(options, sso.site()) })
    }
    expect((await withPasskey(own)).status).toBe(200)
    const refused = await withPasskey(handedOn)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      detail: "The console takes only single sign-on for your account: use 'Sign in with Arcnova ID'.",
    })
    expect(refused.headers.get('set-cookie')).toBeNull()
  })

  it('OIDC_EMAIL_VERIFIED_CLAIM: the address counts as verified only when that claim is true', async () => {
    const users = sso.started().provider.users
    users.set('ines', {
      email: 'ines@arcnova.example',
      emailVerified: false,
      roles: ['recruiter'],
      extraClaims: { xms_edov: true },
    })
    users.set('jon', { email: 'jon@arcnova.example', emailVerified: true, roles: ['recruiter'] })
    expect(await sso.signIn(new OidcTestBrowser(), 'ines')).toBe('/console')
    expect(await sso.signIn(new OidcTestBrowser(), 'jon')).toBe('/console?sso=no-access')
    // Ines has no password: none matches her account, and it is refused as any wrong password is.
    expect((await signIn('ines@arcnova.example', 'a long enough password')).status).toBe(401)
  })

  it('counts starts per client: past the limit the browser is sent back, and no flow is kept', async () => {
    const browser = new OidcTestBrowser()
    const answers: string[] = []
    for (let start = 0; start < 21; start += 1) {
      const response = await browser.request(`${sso.site()}/api/console/oidc/start`)
      answers.push(
        response.status === 302
          ? new URL(response.headers.get('location') ?? '').origin
          : (response.headers.get('location') ?? ''),
      )
    }
    expect(answers.at(-1)).toBe('/console?sso=busy')
    expect(answers.filter((answer) => answer === sso.started().provider.issuer).length).toBeLessThanOrEqual(20)
    const flows = async () => (await sso.started().server.db.query('SELECT 1 FROM oidc_flows')).length
    const before = await flows()
    const refused = await fetch(`${sso.site()}/api/console/oidc/start`, { redirect: 'manual' })
    expect(refused.headers.get('location')).toBe('/console?sso=busy')
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await flows()).toBe(before)
  })
})

describe('single sign-on settings', () => {
  const provider = {
    OIDC_ISSUER: 'https://login.example.com/realms/arcnova',
    OIDC_CLIENT_ID: 'console',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_ALLOWED_DOMAINS: 'Arcnova.example, @arcnova.in',
  }

  it('reads the provider, with defaults: 8 hours, a check every 5 minutes, offline_access asked', () => {
    const config = loadConfig({
      ...provider,
      OIDC_NAME: 'Keycloak',
      OIDC_AUTH_PARAMS: 'access_type=offline&prompt=consent',
    })
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.com/realms/arcnova',
      clientId: 'console',
      clientSecret: 'secret',
      name: 'Keycloak',
      allowedDomains: ['arcnova.example', 'arcnova.in'],
      roleClaim: null,
      emailVerifiedClaim: 'email_verified',
      sessionHours: 8,
      scopes: 'openid email profile offline_access',
      recheckMinutes: 5,
      authParams: { access_type: 'offline', prompt: 'consent' },
    })
    expect(config.passwords).toEqual({ oidcOnly: false, breakGlassEmail: null })
    expect(loadConfig({}).oidc).toBeNull()
  })

  it('refuses half a provider, plain http off this machine, no domains, and OIDC_ONLY without a break-glass admin', () => {
    expect(() => loadConfig({ OIDC_ISSUER: provider.OIDC_ISSUER })).toThrow(ConfigError)
    expect(() => loadConfig({ ...provider, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/https/)
    expect(() => loadConfig({ ...provider, OIDC_ALLOWED_DOMAINS: '' })).toThrow(/OIDC_ALLOWED_DOMAINS/)
    expect(() => loadConfig({ ...provider, OIDC_ONLY: '1' })).toThrow(/OIDC_BREAK_GLASS_EMAIL/)
    expect(() => loadConfig({ ...provider, OIDC_AUTH_PARAMS: 'state=fixed' })).toThrow(/may not set state/)
    expect(loadConfig({ ...provider, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe('http://127.0.0.1:9000')
  })
})
