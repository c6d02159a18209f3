import { myApplicationSchema, type MyApplication } from '../../contracts/applicant'
import { apiUrl } from '../../site/settings'
import { linkRequestFailures as requestFailures } from '../../components/lost-link/ask-for-links'

/** What a request about the application came to; `gone` is the one answer for a deleted, expired or unknown link. */
export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'gone' } | { kind: 'failed'; message: string }

type Path = '' | 'data/' | 'cv/' | 'withdraw/' | 'delete/' | 'interview/'

/** Every call is a POST with the token in its JSON body: never in an address, so never in a log or Referer. */
async function post(path: Path, body: unknown): Promise<Response | null> {
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
