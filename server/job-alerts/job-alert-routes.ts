import { Hono, type Context } from 'hono'
import {
  jobAlertEmailRule,
  jobAlertMessages,
  jobAlertTokenPattern,
  type ConfirmedJobAlert,
} from '../../src/contracts/job-alert.ts'
import { checkJobAlertSearch } from '../../src/contracts/job-alert-search.ts'
import { checkField } from '../../src/contracts/text.ts'
import type { Db } from '../db/db.ts'
import { jsonBodyLimit, isJsonContentType, readJson } from '../http/json-body.ts'
import { HttpProblem, problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import type { Outbox } from '../delivery/outbox.ts'
import type { RateLimiter, RateLimitVariables } from '../security/rate-limit.ts'
import { confirmJobAlert, recordAlertOpened, searchOfUnsubscribeToken, unsubscribeJobAlert } from './job-alert-store.ts'

type Env = { Variables: RateLimitVariables }

/** Alert requests each client may send per rate-limit window (tighter than the POST limit). */
export const alertRequestMaxPerWindow = 5

export interface JobAlertRoutesOptions {
  db: Db
  /** Where confirmations are recorded for the delivery worker. */
  outbox: Outbox
  /** Counts alert requests per client. */
  limiter: RateLimiter
}

/**
 * The search to keep (the careers list's keywords and location): trimmed, '' when absent, or one
 * message per field that breaks the alert search rule (src/contracts/job-alert-search.ts).
 */
export function searchOf(body: Record<string, unknown>): ReturnType<typeof checkJobAlertSearch> {
  return checkJobAlertSearch({ q: body.q, location: body.location })
}

function tokenIn(body: unknown): string {
  const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined
  if (typeof token !== 'string' || !jobAlertTokenPattern.test(token)) {
    throw new HttpProblem(400, 'This link is not complete: copy the whole address from the e-mail.')
  }
  return token
}

/**
 * Job alerts by e-mail (record 054): the request (double opt-in, one answer for every address), the
 * confirmation, a job link followed, and unsubscribing — one click (RFC 8058) or from the page.
 */
export function jobAlertRoutes({ db, outbox, limiter }: JobAlertRoutesOptions): Hono<Env> {
  const app = new Hono<Env>()
  app.use('/job-alerts/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex, nofollow')
  })
  app.use('/job-alerts/*', jsonBodyLimit(2048))

  app.post('/job-alerts/', async (c) => {
    const client = await limiter.take(`job-alert ${c.get('rateLimitKey') ?? 'unknown'}`)
    if (!client.allowed) {
      const response = problem(c, 429, requestMessages.tooManyRequests)
      response.headers.set('Retry-After', String(Math.ceil(client.retryAfterMs / 1000)))
      return response
    }
    const body = await readJson(c)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return problem(c, 400, 'Expected an object')
    const fields: Record<string, unknown> = { ...body }
    const email = checkField(jobAlertEmailRule, fields.email)
    if (!email.ok) return c.json({ errors: { email: email.message } }, 400)
    const checked = searchOf(fields)
    if (!checked.ok) return c.json({ errors: checked.errors }, 400)
    const { search } = checked
    if (!outbox.mail) return problem(c, 503, 'E-mail alerts are not available right now.')
    // Recorded alike for every address; the worker stores the subscription and writes the e-mail after
    // the answer (composeAlertConfirmation), so the answer and its time say nothing about the address.
    await outbox.add(db, 'job alert confirmation', { channel: 'job-alert-confirmation', email: email.value, search })
    outbox.wake()
    return c.json({ detail: jobAlertMessages.checkInbox }, 202)
  })

  app.post('/job-alerts/confirm/', async (c) => {
    const search = await confirmJobAlert(db, tokenIn(await readJson(c)))
    if (search === null) return problem(c, 404, jobAlertMessages.linkNotValid)
    return c.json({ q: search.q || null, location: search.location || null })
  })

  // The unsubscribe page names the alert it stops (issue 45): the token's holder is its subscriber.
  // Reading changes nothing; a gone subscription answers as an unknown link, so the page says it is stopped.
  app.post('/job-alerts/unsubscribe/search/', async (c) => {
    const search = await searchOfUnsubscribeToken(db, tokenIn(await readJson(c)))
    if (search === null) return problem(c, 404, jobAlertMessages.linkNotValid)
    return c.json({ q: search.q || null, location: search.location || null } satisfies ConfirmedJobAlert)
  })

  app.post('/job-alerts/opened/', async (c) => {
    const found = await recordAlertOpened(db, tokenIn(await readJson(c)))
    return found ? c.body(null, 204) : problem(c, 404, jobAlertMessages.linkNotValid)
  })

  // A GET never unsubscribes (mail scanners follow links): it leads to the page and its button.
  app.get('/job-alerts/unsubscribe', (c) => {
    const token = c.req.query('token') ?? ''
    if (!jobAlertTokenPattern.test(token)) return problem(c, 400, jobAlertMessages.linkNotValid)
    // The token moves into the fragment: the page's own address never reaches a server again.
    return c.redirect(`/job-alerts#unsubscribe=${token}`, 303)
  })

  async function unsubscribe(c: Context<Env>): Promise<Response> {
    let token: string
    if (isJsonContentType(c.req.header('content-type'))) {
      token = tokenIn(await readJson(c))
    } else {
      // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the header's address.
      const form = new URLSearchParams(await c.req.text())
      if (form.get('List-Unsubscribe') !== 'One-Click') return problem(c, 400, 'Expected List-Unsubscribe=One-Click')
      token = tokenIn({ token: c.req.query('token') })
    }
    if (!(await unsubscribeJobAlert(db, token))) return problem(c, 404, jobAlertMessages.linkNotValid)
    return c.json({ detail: jobAlertMessages.unsubscribed })
  }
  app.post('/job-alerts/unsubscribe', unsubscribe)
  app.post('/job-alerts/unsubscribe/', unsubscribe)
  return app
}
