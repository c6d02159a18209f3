import { Hono, type Context } from 'hono'
import { applicantMessages, applicantRequestSchema } from '../../src/contracts/applicant.ts'
import type { RetentionPeriods } from '../../src/site/retention.ts'
import type { Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { HttpProblem, problem } from '../http/problem.ts'
import { errorKind, type Log } from '../log.ts'
import { lostLinkRequest } from '../lost-links/lost-link-request.ts'
import { requestMessages } from '../messages.ts'
import type { Outbox } from '../delivery/outbox.ts'
import type { RateLimiter, RateLimitVariables } from '../security/rate-limit.ts'
import { attachment } from '../http/attachment.ts'
import { checkedCvKey, type CvStorage } from '../storage/cv-storage.ts'
import {
  applicationOfToken,
  deleteOwnApplication,
  heldData,
  myApplication,
  withdrawApplication,
} from './applicant-store.ts'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'

type Env = { Variables: RateLimitVariables }

/** A token fits in 43 characters: a body of more is not a request from the page. */
const requestMaxBytes = 1024

export interface ApplicantRoutesOptions {
  db: Db
  storage: CvStorage
  /** Where 'Lost your link?' e-mails are recorded. */
  outbox: Outbox
  retention: RetentionPeriods
  /** Counts 'Lost your link?' requests per client and per address (tighter than the POST limit). */
  lostLinkLimiter: RateLimiter
  log: Log
}

/** 'Lost your link?' requests each client may send, and mails one address may get, per rate-limit window. */
export const lostLinkMaxPerWindow = 5

/**
 * The applicant's page's API (record 050): every route a POST with the link's token in the JSON body.
 * A token that opens nothing — unknown, expired, or its application deleted — answers one 404.
 */
export function applicantRoutes(options: ApplicantRoutesOptions): Hono<Env> {
  const { db, storage, outbox, retention, lostLinkLimiter, log } = options
  const app = new Hono<Env>()
  app.use('/my-application/*', async (c, next) => {
    await next()
    // One person's data: never kept by a cache, never indexed.
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex, nofollow')
  })
  app.use('/my-application/*', jsonBodyLimit(requestMaxBytes))

  /** The application the body's token opens; throws 400 for a malformed body, 404 for a token that opens nothing. */
  async function openedBy(c: Context): Promise<number> {
    const body = applicantRequestSchema.safeParse(await readJson(c))
    if (!body.success) throw new HttpProblem(400, 'This link is not complete: copy the whole address from the e-mail.')
    const id = await applicationOfToken(db, body.data.token)
    if (id === null) throw new HttpProblem(404, applicantMessages.noLongerExists)
    return id
  }

  app.post('/my-application/', async (c) => {
    const found = await myApplication(db, await openedBy(c))
    return found === null ? problem(c, 404, applicantMessages.noLongerExists) : c.json(found)
  })

  app.post('/my-application/withdraw/', async (c) => {
    const id = await openedBy(c)
    await withdrawApplication(db, id)
    const found = await myApplication(db, id)
    return found === null ? problem(c, 404, applicantMessages.noLongerExists) : c.json(found)
  })

  app.post('/my-application/data/', async (c) => {
    const id = await openedBy(c)
    const data = await heldData(db, id, retention)
    if (data === null) return problem(c, 404, applicantMessages.noLongerExists)
    return c.body(`${JSON.stringify({ exported_at: new Date().toISOString(), ...data }, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-application-${id}.json"`,
    })
  })

  app.post('/my-application/cv/', async (c) => {
    const id = await openedBy(c)
    const row = await queryOne(
      db,
      z.object({ resume_key: z.string(), resume_name: z.string(), resume_type: z.string() }),
      'SELECT resume_key, resume_name, resume_type FROM job_applications WHERE id = $1',
      [id],
    )
    if (row === null) return problem(c, 404, applicantMessages.noLongerExists)
    let bytes: Uint8Array
    try {
      bytes = await storage.read(checkedCvKey(row.resume_key))
    } catch (error) {
      log('error', 'CV could not be read', { route: 'applicant cv', ...errorKind(error) })
      return problem(c, 404, requestMessages.notFound)
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.resume_type,
      'Content-Disposition': attachment(row.resume_name),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
  })

  app.post('/my-application/delete/', async (c) => {
    const id = await openedBy(c)
    if (!(await deleteOwnApplication(db, storage, id, log))) return problem(c, 404, applicantMessages.noLongerExists)
    return c.json({ detail: applicantMessages.deleted })
  })

  app.post('/my-application/lost-link/', (c) =>
    lostLinkRequest(c, {
      db,
      outbox,
      limiter: lostLinkLimiter,
      kind: 'lost link',
      channel: 'lost-link',
      sent: applicantMessages.lostLinkSent,
    }),
  )
  return app
}
