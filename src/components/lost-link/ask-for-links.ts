import { addressCheck } from '../../contracts/address-check'
import { apiUrl } from '../../site/settings'

/** What asking for fresh links came to: the server answers the same for every address; only a refusal differs. */
export type LinksAnswer =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }

export const linkRequestFailures = {
  network: 'The server could not be reached. Check your connection and try again.',
  busy: 'Too many requests from this connection. Please wait a minute and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const

/** POST `{ email }` to an applicant's or a buyer's 'Lost your link?'; `sent` is what a 202 means to them. */
export async function askForLinks(
  path: '/api/my-application/lost-link/' | '/api/my-order/lost-link/',
  email: string,
  sent: string,
): Promise<LinksAnswer> {
  let response: Response
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email }),
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    })
  } catch {
    return { kind: 'failed', message: linkRequestFailures.network }
  }
  // On its way, to the address repeated so a typo shows (issue 60 item 6).
  if (response.status === 202) return { kind: 'sent', message: `${sent} ${addressCheck(email)}` }
  if (response.status === 429) return { kind: 'failed', message: linkRequestFailures.busy }
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null)
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : null
    const message = typeof errors === 'object' && errors !== null && 'email' in errors ? errors.email : null
    if (typeof message === 'string') return { kind: 'invalid', message }
  }
  return { kind: 'failed', message: linkRequestFailures.server }
}
