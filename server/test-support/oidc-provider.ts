/// <reference path="./oidc-provider-module.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import Provider, { type Account } from 'oidc-provider'
import { freePort } from './free-port.ts'

/** Someone at the tests' provider; the tests change them between sign-ins (issue 64 item 6). */
export interface ProviderUser {
  email: string
  emailVerified: boolean
  /** The `roles` claim (OIDC_ROLE_CLAIM=roles); absent when undefined. */
  roles?: string[]
  /** Claims of a provider's own (Entra ID's xms_edov). */
  extraClaims?: Record<string, unknown>
  /** Disabled at the provider: findAccount no longer finds them, so refresh tokens and sign-ins fail. */
  disabled?: boolean
}

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** By login name (what the provider's own login page takes; any password). */
  users: Map<string, ProviderUser>
  /** Seconds added to the provider's clock while it answers its token endpoint: -7200 makes ID tokens born expired. */
  clock: { tokenOffsetSeconds: number }
  /** The grant type of every answered request to its token endpoint, in order (authorization_code, refresh_token). */
  grants: string[]
  /** The environment a console server needs to use this provider. */
  env: Record<string, string>
  close(): Promise<void>
}

/**
 * A real OpenID Connect provider (oidc-provider, OpenID-certified) on 127.0.0.1 and an ephemeral port,
 * with a freshly generated RSA signing key, its own login and consent pages (devInteractions), PKCE
 * required, refresh tokens for offline_access, and a findAccount the test controls.
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  const clientId = 'arcnova-console'
  const clientSecret = randomBytes(24).toString('base64url')
  const users = new Map<string, ProviderUser>()
  const clock = { tokenOffsetSeconds: 0 }
  const grants: string[] = []
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(6).toString('hex'), use: 'sig', alg: 'RS256' }

  const findAccount = (_ctx: unknown, id: string): Account | undefined => {
    const user = users.get(id)
    if (user === undefined || user.disabled === true) return undefined
    return {
      accountId: id,
      claims: () => ({
        sub: id,
        email: user.email,
        email_verified: user.emailVerified,
        ...(user.roles === undefined ? {} : { roles: user.roles }),
        ...user.extraClaims,
        name: id,
      }),
    }
  }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'roles', 'xms_edov'] },
    // The claims go into the ID token itself, which is all the console reads.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // As Keycloak does: a refresh token with every code (oidc-provider otherwise asks prompt=consent for offline_access).
    issueRefreshToken: () => true,
    features: { devInteractions: { enabled: true } },
  })
  provider.use(async (ctx, next) => {
    await next()
    const grant = Reflect.get(Reflect.get(Reflect.get(ctx, 'oidc') ?? {}, 'params') ?? {}, 'grant_type')
    if (ctx.path === '/token' && typeof grant === 'string') grants.push(grant)
  })
  // The provider's own clock, moved while it issues tokens: Date.now is the one it reads.
  provider.use(async (ctx, next) => {
    if (clock.tokenOffsetSeconds === 0 || ctx.path !== '/token') return next()
    const realNow = Date.now
    Date.now = () => realNow() + clock.tokenOffsetSeconds * 1000
    try {
      await next()
    } finally {
      Date.now = realNow
    }
  })
  const server: Server = createServer(provider.callback())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    issuer,
    clientId,
    clientSecret,
    users,
    clock,
    grants,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
