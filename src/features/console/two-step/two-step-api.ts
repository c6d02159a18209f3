import {
  type codeBodySchema,
  consoleMeSchema,
  recoveryCodesSchema,
  type StaffRole,
  totpSetupSchema,
} from '../../../contracts/console-access'
import type { z } from '../../../lib/schema'
import { consoleData, consoleRequest } from '../console-api'

type Code = z.infer<typeof codeBodySchema>

/** The authenticator app's set-up: the QR code (SVG) and the key as text. */
export const fetchSetup = (signal?: AbortSignal) => consoleData('two-factor/setup', totpSetupSchema, { signal })

/** The first code from the app: two-step sign-in is on, and here are the recovery codes (shown once). */
export const confirmSetup = async (code: string): Promise<string[]> =>
  (await consoleData('two-factor/setup', recoveryCodesSchema, { method: 'POST', body: { code } satisfies Code }))
    .recovery_codes

/** A code from the app, or a recovery code, completes the sign-in. */
export const verifyCode = (code: string): Promise<{ email: string; role: StaffRole; status_emails: boolean }> =>
  consoleData('two-factor/verify', consoleMeSchema, { method: 'POST', body: { code } satisfies Code })

/** A fresh code for a destructive act. */
export const confirmWithCode = async (code: string): Promise<void> => {
  await consoleRequest('reauth', null, { method: 'POST', body: { code } satisfies Code })
}
