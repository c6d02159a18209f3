import { z } from '../../lib/schema'
import { apiUrl } from '../../site/settings'

/**
 * The session is gone (never started, expired, signed out elsewhere, ended by too many wrong codes:
 * `notice` then says why), or has passed the password but not the second step (`step`): the console
 * shows the sign-in form at that step.
 */
export class SignedOut extends Error {
  readonly step: 'code' | 'setup' | undefined
  readonly notice: string | undefined
  constructor(step?: 'code' | 'setup', notice?: string) {
    super('signed out')
    this.step = step
    this.notice = notice
  }
}

/**
 * A destructive act wants a code given in the last 15 minutes: ask for one, then try again. For a
 * member signed in through the company's provider, `provider` names it: they sign in there again.
 */
export class FreshCodeNeeded extends Error {
  readonly provider: string | undefined
  constructor(message?: string, provider?: string) {
    super(message)
    this.provider = provider
  }
}

/** A refused or failed request, with the server's message and, for a form, one message per field. */
export class ConsoleRequestError extends Error {
  readonly status: number
  readonly fieldErrors: Readonly<Record<string, string>>

  constructor(message: string, status: number, fieldErrors: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.fieldErrors = fieldErrors
  }
}

export const requestFailures = {
  network: 'The server could not be reached. Check the connection and try again.',
  server: 'Something went wrong on the server. Try again in a moment.',
  unexpected: 'The server answered something the console does not understand. Reload the page.',
  invalid: 'Please correct the fields marked below.',
} as const

const problemShape = z.object({
  detail: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
  reauth: z.optional(z.boolean()),
  provider: z.optional(z.string()),
  step: z.optional(z.enum(['code', 'setup'])),
  session_ended: z.optional(z.boolean()),
})

const problemOf = async (response: Response) => {
  const body = await response.json().then(
    (data: unknown) => problemShape.safeParse(data),
    () => null,
  )
  return body?.success ? body.data : {}
}

async function failure(response: Response): Promise<Error> {
  const problem = await problemOf(response)
  if (response.status === 401)
    return new SignedOut(problem.step, problem.session_ended === true ? problem.detail : undefined)
  if (response.status === 403 && problem.reauth === true) return new FreshCodeNeeded(problem.detail, problem.provider)
  if (problem.errors !== undefined) {
    return new ConsoleRequestError(requestFailures.invalid, response.status, problem.errors)
  }
  if (response.status >= 500) return new ConsoleRequestError(requestFailures.server, response.status)
  return new ConsoleRequestError(problem.detail ?? requestFailures.unexpected, response.status)
}

/** One console API call: JSON in, the answer checked against its contract; a 401 anywhere means signed out. */
export async function consoleRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S | null,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<S> | null> {
  let response: Response
  try {
    response = await fetch(apiUrl(`/api/console/${path}`), {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: init.signal,
    })
  } catch (error) {
    if (init.signal?.aborted) throw error
    throw new ConsoleRequestError(requestFailures.network, 0)
  }
  if (!response.ok) throw await failure(response)
  if (schema === null || response.status === 204) return null
  const parsed = z.safeParse(schema, await response.json().catch(() => undefined))
  if (!parsed.success) throw new ConsoleRequestError(requestFailures.unexpected, response.status)
  return parsed.data
}

/** A file the server answers as an attachment to a POST (an export): its bytes and the name it gives. */
/** The file's name from Content-Disposition: `filename*` (UTF-8, RFC 6266) before the ASCII `filename`. */
export function downloadName(header: string | null, fallbackName: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1]
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // A malformed escape: the ASCII name below will do.
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallbackName
}

export async function consoleDownload(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  let response: Response
  try {
    response = await fetch(apiUrl(`/api/console/${path}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    throw new ConsoleRequestError(requestFailures.network, 0)
  }
  if (!response.ok) throw await failure(response)
  return { blob: await response.blob(), name: downloadName(response.headers.get('content-disposition'), fallbackName) }
}

/** Like consoleRequest for calls that always answer a body. */
export async function consoleData<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  init: Parameters<typeof consoleRequest>[2] = {},
): Promise<z.infer<S>> {
  const data = await consoleRequest(path, schema, init)
  if (data === null) throw new ConsoleRequestError(requestFailures.unexpected, 204)
  return data
}

/** The readable message for any failure a screen shows. */
export function failureMessage(error: unknown): string {
  return error instanceof ConsoleRequestError ? error.message : requestFailures.unexpected
}
