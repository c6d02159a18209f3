import { applicantMessages, myApplicationSchema, type MyApplication } from '../../contracts/applicant'
import { apiUrl } from '../../site/settings'

/** What a request about the application came to; `gone` is the one answer for a deleted, expired or unknown link. */
export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'gone' } | { kind: 'failed'; message: string }

export const requestFailures = {
  network: 'The server could not be reached. Check your connection and try again.',
  busy: 'Too many requests from this connection. Please wait a minute and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const

type Path = '' | 'data/' | 'cv/' | 'withdraw/' | 'delete/' | 'interview/'

/** Every call is a POST with the token in its JSON body: never in an address, so never in a log or Referer. */
async function post(path: Path | 'lost-link/', body: unknown): Promise<Response | null> {
  try {
    return await fetch(apiUrl(`/api/my-application/${path}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      // The page's own address carries the token after '#', which browsers never send; no Referer at all anyway.
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    })
  } catch {
    return null
  }
}

async function call<T>(
  path: Path,
  token: string,
  read: (response: Response) => Promise<T | null>,
): Promise<Outcome<T>> {
  const response = await post(path, { token })
  if (response === null) return { kind: 'failed', message: requestFailures.network }
  if (response.status === 404) return { kind: 'gone' }
  if (response.status === 429) return { kind: 'failed', message: requestFailures.busy }
  if (!response.ok) return { kind: 'failed', message: requestFailures.server }
  const value = await read(response).catch(() => null)
  return value === null ? { kind: 'failed', message: requestFailures.server } : { kind: 'ok', value }
}

const parsed = async (response: Response): Promise<MyApplication | null> => {
  const result = myApplicationSchema.safeParse(await response.json())
  return result.success ? result.data : null
}

export const readApplication = (token: string) => call('', token, parsed)
export const withdrawApplication = (token: string) => call('withdraw/', token, parsed)
export const deleteApplication = (token: string) => call('delete/', token, async () => true)

/** A file the server sent, with the name its Content-Disposition gives (or the fallback). */
export interface DownloadedFile {
  blob: Blob
  name: string
}

function fileName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback
}

const asFile = (fallback: string) => async (response: Response) => ({
  blob: await response.blob(),
  name: fileName(response.headers.get('content-disposition'), fallback),
})

export const downloadData = (token: string) => call('data/', token, asFile('my-application.json'))
export const downloadCv = (token: string) => call('cv/', token, asFile('cv'))
/** The upcoming interview as an .ics file for the applicant's calendar. */
export const downloadInterview = (token: string) => call('interview/', token, asFile('interview.ics'))

/** 'Lost your link?': the server answers the same for every address; only a refusal differs. */
export async function askForLinks(
  email: string,
): Promise<
  { kind: 'sent'; message: string } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string }
> {
  const response = await post('lost-link/', { email })
  if (response === null) return { kind: 'failed', message: requestFailures.network }
  if (response.status === 202) return { kind: 'sent', message: applicantMessages.lostLinkSent }
  if (response.status === 429) return { kind: 'failed', message: requestFailures.busy }
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null)
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : null
    const message = typeof errors === 'object' && errors !== null && 'email' in errors ? errors.email : null
    if (typeof message === 'string') return { kind: 'invalid', message }
  }
  return { kind: 'failed', message: requestFailures.server }
}
