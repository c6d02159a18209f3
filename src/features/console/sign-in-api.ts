import { z } from '../../lib/schema'
import { apiUrl } from '../../site/settings'
import { consoleRequest, requestFailures, SignedOut } from './console-api'

const staffShape = z.object({ email: z.string() })
const detailShape = z.object({ detail: z.string() })

export type SignInResult = { ok: true; email: string } | { ok: false; message: string }

/** Signs in; a refusal (wrong details, too many attempts) comes back as the server's own words. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  let response: Response
  try {
    response = await fetch(apiUrl('/api/console/sign-in'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    return { ok: false, message: requestFailures.network }
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.ok) {
    const staff = staffShape.safeParse(body)
    return staff.success ? { ok: true, email: staff.data.email } : { ok: false, message: requestFailures.unexpected }
  }
  const problem = detailShape.safeParse(body)
  if (problem.success && response.status < 500) return { ok: false, message: problem.data.detail }
  return { ok: false, message: requestFailures.server }
}

/** Who is signed in, or null when nobody is (401). Other failures throw a ConsoleRequestError. */
export async function currentStaff(signal?: AbortSignal): Promise<{ email: string } | null> {
  try {
    return await consoleRequest('me', staffShape, { signal })
  } catch (error) {
    if (error instanceof SignedOut) return null
    throw error
  }
}

/** Ends the session on the server; the cookie goes with it. False when the server could not be told. */
export async function signOut(): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('/api/console/sign-out'), {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
    })
    return response.ok
  } catch {
    return false
  }
}
