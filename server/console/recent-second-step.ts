import type { Context } from 'hono'
import { accessMessages } from '../../src/contracts/console-access.ts'
import { freshProviderSignInMessage } from '../../src/contracts/single-sign-on.ts'
import type { ConsoleVariables } from './console-auth-routes.ts'

/** A destructive act wants a code (or passkey) given within this long. */
export const recentSecondStepMs = 15 * 60 * 1000

/**
 * A destructive act's guard: 403 `{ detail, reauth: true }` when the session's last code is older than
 * 15 minutes; for a session made through the company's provider, `provider` too: they sign in there again.
 */
export function requireRecentSecondStep(c: Context<{ Variables: ConsoleVariables }>): Response | null {
  const { secondStepAt: at, viaProvider } = c.get('staff')
  if (at !== null && Date.now() - at.getTime() <= recentSecondStepMs) return null
  if (!viaProvider) return c.json({ detail: accessMessages.recentCodeNeeded, reauth: true }, 403)
  const provider = c.get('providerName') ?? 'your company account'
  return c.json({ detail: freshProviderSignInMessage(provider), reauth: true, provider }, 403)
}
