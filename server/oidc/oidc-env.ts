import { z } from 'zod'
import { ConfigError, flag, optionalText } from '../env-fields.ts'

/** Staff single sign-on through an OpenID Connect provider (issue 64, record 088). */
export interface OidcSettings {
  /** OIDC_ISSUER: discovered at `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
  /** OIDC_NAME: the button says 'Sign in with <name>'. */
  name: string
  /** OIDC_ALLOWED_DOMAINS: lower-case domains whose verified addresses may enter. */
  allowedDomains: readonly string[]
  /** OIDC_EMAIL_VERIFIED_CLAIM: the claim that says the address is verified (Entra ID: xms_edov); it must be true. */
  emailVerifiedClaim: string
  /** OIDC_ROLE_CLAIM: the ID token claim that names the role (admin, recruiter, finance); null: existing accounts only. */
  roleClaim: string | null
  /** OIDC_SESSION_HOURS: a provider's session ends this long after signing in, whatever happens. */
  sessionHours: number
  /** OIDC_SCOPES: what is asked; offline_access brings the refresh token the re-check uses. */
  scopes: string
  /** OIDC_AUTH_PARAMS: more parameters for the sign-in's authorization request (Google: access_type=offline&prompt=consent). */
  authParams: Readonly<Record<string, string>>
  /** OIDC_RECHECK_MINUTES: a session older than this since its last check asks the provider again at its next request. */
  recheckMinutes: number
}

/** Password sign-in: every account, or (OIDC_ONLY=1) only the break-glass administrator's. */
export interface PasswordPolicy {
  oidcOnly: boolean
  /** OIDC_BREAK_GLASS_EMAIL: the one account that keeps its password while OIDC_ONLY=1. */
  breakGlassEmail: string | null
}

const domainList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase().replace(/^@/, ''))
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'OIDC_ALLOWED_DOMAINS takes domains, e.g. example.com')))

export const oidcEnv = z.object({
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).nullable()).default(null),
  OIDC_CLIENT_ID: optionalText.default(null),
  OIDC_CLIENT_SECRET: optionalText.default(null),
  OIDC_NAME: optionalText.default(null),
  OIDC_ALLOWED_DOMAINS: domainList.default([]),
  OIDC_ROLE_CLAIM: optionalText.default(null),
  OIDC_EMAIL_VERIFIED_CLAIM: optionalText.default(null),
  OIDC_SESSION_HOURS: z.coerce.number().positive().max(168).default(8),
  OIDC_SCOPES: optionalText.default(null),
  OIDC_AUTH_PARAMS: z.string().trim().default(''),
  OIDC_RECHECK_MINUTES: z.coerce.number().min(0).max(60).default(5),
  OIDC_ONLY: flag.default(false),
  OIDC_BREAK_GLASS_EMAIL: optionalText.default(null),
})

const isLoopbackUrl = (url: string) => /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(url)

/** The provider's settings (null: no single sign-on) and who may use a password; a half-set provider stops the start. */
export function readOidcSettings(e: z.infer<typeof oidcEnv>): { oidc: OidcSettings | null; passwords: PasswordPolicy } {
  const named = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter((value) => value !== null).length
  if (named !== 0 && named !== 3)
    throw new ConfigError('Invalid environment: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together')
  if (e.OIDC_ISSUER?.startsWith('http:') && !isLoopbackUrl(e.OIDC_ISSUER))
    throw new ConfigError('Invalid environment: OIDC_ISSUER must be https:// (http:// only on this machine)')
  if (named === 3 && e.OIDC_ALLOWED_DOMAINS.length === 0)
    throw new ConfigError('Invalid environment: OIDC_ALLOWED_DOMAINS must name the company domains')
  if (e.OIDC_ONLY && (named !== 3 || e.OIDC_BREAK_GLASS_EMAIL === null))
    throw new ConfigError('Invalid environment: OIDC_ONLY=1 needs the provider and OIDC_BREAK_GLASS_EMAIL')
  const oidc =
    e.OIDC_ISSUER === null || e.OIDC_CLIENT_ID === null || e.OIDC_CLIENT_SECRET === null
      ? null
      : {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          name: e.OIDC_NAME ?? 'your company account',
          allowedDomains: e.OIDC_ALLOWED_DOMAINS,
          roleClaim: e.OIDC_ROLE_CLAIM,
          emailVerifiedClaim: e.OIDC_EMAIL_VERIFIED_CLAIM ?? 'email_verified',
          sessionHours: e.OIDC_SESSION_HOURS,
          scopes: e.OIDC_SCOPES ?? 'openid email profile offline_access',
          recheckMinutes: e.OIDC_RECHECK_MINUTES,
          authParams: authParams(e.OIDC_AUTH_PARAMS),
        }
  return {
    oidc,
    passwords: { oidcOnly: e.OIDC_ONLY, breakGlassEmail: e.OIDC_BREAK_GLASS_EMAIL?.toLowerCase() ?? null },
  }
}

// The flow's own parameters are the console's: OIDC_AUTH_PARAMS may not replace them.
const reserved = new Set([
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'max_age',
])

function authParams(value: string): Record<string, string> {
  const params = Object.fromEntries(new URLSearchParams(value))
  const taken = Object.keys(params).filter((key) => reserved.has(key))
  if (taken.length > 0) throw new ConfigError(`Invalid environment: OIDC_AUTH_PARAMS may not set ${taken.join(', ')}`)
  return params
}

/** Only loopback issuers (the tests' provider) may answer over plain HTTP. */
export const insecureIssuerAllowed = (issuer: string) => isLoopbackUrl(issuer)
