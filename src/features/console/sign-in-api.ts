import { z } from '../../lib/schema'
import { apiUrl } from '../../site/settings'
import { consoleMeSchema, signInStepSchema, type StaffRole } from '../../contracts/console-access'
import { type SignInOptions, signInOptionsSchema, singleSignOnPaths } from '../../contracts/single-sign-on'
import { consoleData, requestFailures, SignedOut } from './console-api'

const detailShape = z.object({ detail: z.string() })

export type SignInResult = { ok: true; email: string; step: 'code' | 'setup' } | { ok: false; message: string }

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
    const staff = signInStepSchema.safeParse(body)
    return staff.success ? { ok: true, ...staff.data } : { ok: false, message: requestFailures.unexpected }
  }
  const problem = detailShape.safeParse(body)
  if (problem.success && response.status < 500) return { ok: false, message: problem.data.detail }
  return { ok: false, message: requestFailures.server }
}

export type CurrentStaff =
  | { kind: 'in'; email: string; role: StaffRole; status_emails: boolean }
  | { kind: 'step'; step: 'code' | 'setup' }
  | { kind: 'out' }

/** Who is signed in, whose sign-in waits for its second step, or nobody. Other failures throw a ConsoleRequestError. */
export async function currentStaff(signal?: AbortSignal): Promise<CurrentStaff> {
  try {
    return { kind: 'in', ...(await consoleData('me', consoleMeSchema, { signal })) }
  } catch (error) {
    if (error instanceof SignedOut)
      return error.step === undefined ? { kind: 'out' } : { kind: 'step', step: error.step }
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

/** What the sign-in screen offers besides the password: the company's provider, when there is one (record 088). */
export async function signInOptions(signal?: AbortSignal): Promise<SignInOptions> {
  try {
    const response = await fetch(apiUrl(singleSignOnPaths.options), {
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    })
    const parsed = signInOptionsSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : { provider: null }
  } catch {
    return { provider: null }
  }
}
