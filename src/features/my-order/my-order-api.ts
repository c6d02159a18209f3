import { myOrderSchema, type MyOrder } from '../../contracts/my-order'
import { apiUrl } from '../../site/settings'
import { linkRequestFailures } from '../../components/lost-link/ask-for-links'

export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'gone' } | { kind: 'failed'; message: string }

export const orderRequestFailures = linkRequestFailures

/** Every call a POST with the token in its JSON body (record 050): never in an address or a log. */
async function post(path: '' | 'document/', body: unknown): Promise<Response | null> {
  try {
    return await fetch(apiUrl(`/api/my-order/${path}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    })
  } catch {
    return null
  }
}

async function outcome<T>(response: Response | null, read: (response: Response) => Promise<T>): Promise<Outcome<T>> {
  if (response === null) return { kind: 'failed', message: orderRequestFailures.network }
  if (response.status === 404 || response.status === 400) return { kind: 'gone' }
  if (!response.ok) return { kind: 'failed', message: orderRequestFailures.server }
  try {
    return { kind: 'ok', value: await read(response) }
  } catch {
    return { kind: 'failed', message: orderRequestFailures.server }
  }
}

export async function readOrder(token: string): Promise<Outcome<MyOrder>> {
  return outcome(await post('', { token }), async (response) => myOrderSchema.parse(await response.json()))
}

/** The invoice or a credit note as a PDF, by its number. */
export async function downloadDocument(token: string, number: string): Promise<Outcome<Blob>> {
  return outcome(await post('document/', { token, number }), (response) => response.blob())
}
