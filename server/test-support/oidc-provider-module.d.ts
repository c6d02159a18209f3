// oidc-provider (the tests' real OpenID Connect provider) ships no types: the part the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  interface KoaContext {
    path: string
    method: string
  }
  export interface AccountClaims {
    sub: string
    [claim: string]: unknown
  }
  export interface Account {
    accountId: string
    claims(): AccountClaims | Promise<AccountClaims>
  }
  export interface ProviderConfiguration {
    clients: Array<Record<string, unknown>>
    jwks: { keys: Array<Record<string, unknown>> }
    cookies: { keys: string[] }
    findAccount(ctx: unknown, id: string): Account | undefined | Promise<Account | undefined>
    claims: Record<string, string[]>
    conformIdTokenClaims?: boolean
    pkce?: { required?: () => boolean }
    issueRefreshToken?: () => boolean
    features?: Record<string, { enabled: boolean }>
    ttl?: Record<string, number>
    renderError?: (ctx: unknown, out: unknown, error: unknown) => void
  }
  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration)
    proxy: boolean
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
}
