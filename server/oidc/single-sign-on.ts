import type { MiddlewareHandler } from 'hono'
import type { Sealer } from '../at-rest/sealer.ts'
import type { Db } from '../db/db.ts'
import type { Log } from '../log.ts'
import type { RateLimiter } from '../security/rate-limit.ts'
import type { ConsoleVariables, PasswordGate } from '../console/console-auth-routes.ts'
import { passwordsOffMessage } from '../../src/contracts/single-sign-on.ts'
import { oidcClient } from './oidc-client.ts'
import type { OidcSettings, PasswordPolicy } from './oidc-env.ts'
import { callbackUrlFor, oidcRoutes } from './oidc-routes.ts'
import { oidcSessionCheck } from './oidc-session-check.ts'

/**
 * The console's single sign-on (record 088), as the app mounts it: the routes (always: the options
 * say whether there is a provider), the session re-check before every console request, and the
 * password gate of OIDC_ONLY=1.
 */
export function singleSignOn(
  db: Db,
  config: { oidc?: OidcSettings | null; passwords?: PasswordPolicy; siteUrl: string; trustProxy: number },
  deps: { sealer: Sealer; log: Log; limiter: RateLimiter },
): {
  routes: ReturnType<typeof oidcRoutes>
  check: MiddlewareHandler<{ Variables: ConsoleVariables }> | null
  passwords: PasswordGate | undefined
} {
  const settings = config.oidc ?? null
  const client = settings === null ? null : oidcClient(settings, callbackUrlFor(config.siteUrl))
  const { sealer, log } = deps
  const routes = oidcRoutes(db, { settings, client, ...deps, trustProxyHops: config.trustProxy })
  if (settings === null || client === null) return { routes, check: null, passwords: undefined }
  const policy = config.passwords
  const passwords =
    policy?.oidcOnly === true
      ? {
          allows: (email: string) => email.toLowerCase() === policy.breakGlassEmail,
          refusal: passwordsOffMessage(settings.name),
        }
      : undefined
  return { routes, check: oidcSessionCheck(db, { settings, client, sealer, log }), passwords }
}
