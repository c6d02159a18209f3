import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An expected failure with a short message for the client; never carries a stack trace out. */
export class HttpProblem extends Error {
  readonly status: ContentfulStatusCode
  readonly headers: Readonly<Record<string, string>>

  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.headers = headers
  }
}

/** Endpoints whose clients show the raw response text ('Error: ' + text), so errors go out as plain text. */
const plainTextPaths = new Set(['/api/referrals/'])

/** Answers a short message: JSON `{ detail }` for API clients, plain text where the client shows text. */
export function problem(c: Context, status: ContentfulStatusCode, message: string): Response {
  if (plainTextPaths.has(c.req.path) || !c.req.path.startsWith('/api/')) return c.text(message, status)
  return c.json({ detail: message }, status)
}

/** Field errors: 400 (or the given status) `{ errors: { field: message } }`, the shape the site's forms read. */
export function fieldErrors(c: Context, errors: Record<string, string>, status: ContentfulStatusCode = 400): Response {
  return c.json({ errors }, status)
}
