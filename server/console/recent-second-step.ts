import type { Context } from 'hono'
import { accessMessages } from '../../src/contracts/console-access.ts'
import type { ConsoleVariables } from './console-auth-routes.ts'

/** A destructive act wants a code (or passkey) given within this long. */
export const recentSecondStepMs = 15 * 60 * 1000

/** A destructive act's guard: 403 `{ detail, reauth: true }` when the session's last code is older than 15 minutes. */
export function requireRecentSecondStep(c: Context<{ Variables: ConsoleVariables }>): Response | null {
  const at = c.get('staff').secondStepAt
  if (at !== null && Date.now() - at.getTime() <= recentSecondStepMs) return null
  return c.json({ detail: accessMessages.recentCodeNeeded, reauth: true }, 403)
}
