import { confirmedJobAlertSchema, jobAlertMessages, type ConfirmedJobAlert } from '../../contracts/job-alert'
import { apiUrl } from '../../site/settings'

export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'gone' } | { kind: 'failed'; message: string }

const failures = {
  network: 'The server could not be reached. Check your connection and try again.',
  busy: 'Too many requests from this connection. Please wait a minute and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const

/** The token goes in a JSON body, never in an address (record 050's rule). */
async function post<T>(
  path: 'confirm/' | 'unsubscribe' | 'unsubscribe/search/',
  token: string,
  read: (body: unknown) => T | null,
) {
  let response: Response
  try {
    response = await fetch(apiUrl(`/api/job-alerts/${path}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    })
  } catch {
    return { kind: 'failed', message: failures.network } satisfies Outcome<T>
  }
  if (response.status === 404 || response.status === 400) return { kind: 'gone' } satisfies Outcome<T>
  if (response.status === 429) return { kind: 'failed', message: failures.busy } satisfies Outcome<T>
  const value = response.ok ? read(await response.json().catch(() => null)) : null
  return value === null
    ? ({ kind: 'failed', message: failures.server } satisfies Outcome<T>)
    : ({ kind: 'ok', value } satisfies Outcome<T>)
}

const search = (body: unknown): ConfirmedJobAlert | null => {
  const parsed = confirmedJobAlertSchema.safeParse(body)
  return parsed.success ? parsed.data : null
}

export function confirmAlert(token: string): Promise<Outcome<ConfirmedJobAlert>> {
  return post('confirm/', token, search)
}

/** The search an unsubscribe link stops (nothing changes); `gone` when it is already stopped. */
export function alertOfUnsubscribeLink(token: string): Promise<Outcome<ConfirmedJobAlert>> {
  return post('unsubscribe/search/', token, search)
}

export function unsubscribeAlert(token: string): Promise<Outcome<string>> {
  return post('unsubscribe', token, () => jobAlertMessages.unsubscribed)
}
