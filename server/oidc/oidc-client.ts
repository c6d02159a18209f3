import * as client from 'openid-client'
import { insecureIssuerAllowed, type OidcSettings } from './oidc-env.ts'

/** What a sign-in (or step-up) keeps on the server while the browser is at the provider. */
export interface FlowSecrets {
  state: string
  nonce: string
  codeVerifier: string
}

/** The ID token's claims the console reads, after openid-client has checked its signature, issuer, audience, expiry and nonce. */
export interface ProviderIdentity {
  subject: string
  email: string | null
  emailVerified: boolean
  authTime: number | null
  claims: Record<string, unknown>
  refreshToken: string | null
}

/**
 * The relying party: openid-client (OpenID-certified) does discovery, PKCE, the code exchange and every
 * ID token check; nothing of OAuth is written by hand here. Discovery is made at the first use and
 * kept; a failed discovery is tried again at the next use.
 */
export function oidcClient(settings: OidcSettings, redirectUri: string) {
  let discovered: Promise<client.Configuration> | null = null
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret, redirect_uris: [redirectUri], response_types: ['code'] },
        client.ClientSecretBasic(settings.clientSecret),
        insecureIssuerAllowed(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        discovered = null
        throw error
      })
    return discovered
  }

  const identity = (tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): ProviderIdentity => {
    const claims = tokens.claims()
    if (claims === undefined) throw new Error('the provider sent no ID token')
    return {
      subject: `${claims.iss} ${claims.sub}`,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: claims[settings.emailVerifiedClaim] === true,
      authTime: typeof claims.auth_time === 'number' ? claims.auth_time : null,
      claims,
      refreshToken: tokens.refresh_token ?? null,
    }
  }

  return {
    redirectUri,
    /** New random state, nonce and PKCE verifier, and the provider's authorization URL that carries them. */
    async start(stepUp: boolean): Promise<{ url: URL; secrets: FlowSecrets }> {
      const config = await configuration()
      const secrets = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        // A step-up asks for a fresh sign-in at the provider; it needs no new refresh token.
        scope: stepUp ? 'openid email profile' : settings.scopes,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        ...(stepUp ? { prompt: 'login', max_age: '0' } : settings.authParams),
      })
      return { url, secrets }
    },

    /** The callback: state, PKCE, nonce and (for a step-up) max_age against auth_time; throws on any mismatch. */
    async finish(callbackUrl: URL, secrets: FlowSecrets, stepUp: boolean): Promise<ProviderIdentity> {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
        ...(stepUp ? { maxAge: 0 } : {}),
      })
      return identity(tokens)
    },

    /**
     * Asks the provider whether it still accepts the user; throws when it refuses (a disabled user, a
     * revoked grant). The new ID token's claims when it sent one (not every provider does), and the
     * refresh token to keep (a rotated one, or the same).
     */
    async refresh(refreshToken: string): Promise<{ identity: ProviderIdentity | null; refreshToken: string }> {
      const tokens = await client.refreshTokenGrant(await configuration(), refreshToken)
      const next = tokens.refresh_token ?? refreshToken
      return { identity: tokens.id_token === undefined ? null : identity(tokens), refreshToken: next }
    },
  }
}

export type OidcClient = ReturnType<typeof oidcClient>
