import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requestMessages } from '../messages.ts'
import { HttpProblem } from './problem.ts'

export const jsonBodyMaxBytes = 10 * 1024

/** Refuses JSON bodies over the limit while they stream in (413), before anything parses them. */
export function jsonBodyLimit(maxSize: number = jsonBodyMaxBytes): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpProblem(413, requestMessages.bodyTooLarge)
    },
  })
}

export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(value)
}

/** Reads a JSON request body as unknown (parse it with a schema next); 415 or 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type'))) throw new HttpProblem(415, requestMessages.expectedJson)
  const text = await c.req.text()
  try {
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    throw new HttpProblem(400, requestMessages.malformedJson)
  }
}
