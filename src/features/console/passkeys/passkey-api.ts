import { listOf } from '../../../contracts/console'
import {
  consoleMeSchema,
  type Passkey,
  passkeyMessages,
  passkeySchema,
  type ConsoleMe,
} from '../../../contracts/console-access'
import { z } from '../../../lib/schema'
import { apiUrl } from '../../../site/settings'
import { ConsoleRequestError, consoleRequest, requestFailures } from '../console-api'

// The browser half of WebAuthn (@simplewebauthn/browser) loads only when a passkey is used.
const webauthn = () => import('@simplewebauthn/browser')

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window

export const fetchPasskeys = async (signal: AbortSignal): Promise<Passkey[]> =>
  (await consoleRequest('passkeys/', listOf(passkeySchema), { signal }))?.results ?? []

export const removePasskey = async (id: string): Promise<void> => {
  await consoleRequest(`passkeys/${encodeURIComponent(id)}`, null, { method: 'DELETE' })
}

const optionsShape = z.looseObject({ challenge: z.string() })

/** Makes a passkey on this device for the signed-in account (the device asks for its PIN, finger or face). */
export async function addPasskey(): Promise<void> {
  const [{ startRegistration }, options] = await Promise.all([
    webauthn(),
    consoleRequest('passkeys/options', optionsShape, { method: 'POST' }),
  ])
  let response: unknown
  try {
    response = await startRegistration({ optionsJSON: options as never })
  } catch {
    throw new ConsoleRequestError(passkeyMessages.notAdded, 0)
  }
  await consoleRequest('passkeys', null, { method: 'POST', body: { response } })
}

/** Signs in with a passkey held by this device: both steps at once. */
export async function signInWithPasskey(): Promise<ConsoleMe> {
  const post = async (path: string, body?: unknown) => {
    try {
      return await fetch(apiUrl(`/api/console/${path}`), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
      })
    } catch {
      throw new ConsoleRequestError(requestFailures.network, 0)
    }
  }
  const [{ startAuthentication }, optionsResponse] = await Promise.all([webauthn(), post('passkey-sign-in/options')])
  const options = optionsShape.safeParse(await optionsResponse.json().catch(() => undefined))
  if (!optionsResponse.ok || !options.success)
    throw new ConsoleRequestError(requestFailures.server, optionsResponse.status)
  let response: unknown
  try {
    response = await startAuthentication({ optionsJSON: options.data as never })
  } catch {
    throw new ConsoleRequestError(passkeyMessages.failed, 0)
  }
  const answer = await post('passkey-sign-in', { response })
  const body: unknown = await answer.json().catch(() => undefined)
  const staff = consoleMeSchema.safeParse(body)
  if (answer.ok && staff.success) return staff.data
  const detail = z.object({ detail: z.string() }).safeParse(body)
  throw new ConsoleRequestError(
    detail.success && answer.status < 500 ? detail.data.detail : requestFailures.server,
    answer.status,
  )
}
