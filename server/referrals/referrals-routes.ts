import { Hono } from 'hono'
import { z } from 'zod'
import { isUniqueViolation, queryOne, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { HttpProblem } from '../http/problem.ts'
import { silentNotifier, type TeamNotifier } from '../notify/team-notifier.ts'
import { checkReferral, referralMessages as m } from '../../src/contracts/referral.ts'

const referralRowSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() })

/** Referrals answer errors as plain text: the site shows 'Error: ' + the response text. */
export function referralsRoutes(db: Db, notifier: TeamNotifier = silentNotifier): Hono {
  const app = new Hono()
  app.post('/referrals/', jsonBodyLimit(), async (c) => {
    const parsed = checkReferral(await readJson(c))
    if (!parsed.ok) throw new HttpProblem(400, parsed.message)
    try {
      const row = await queryOne(
        db,
        referralRowSchema,
        'INSERT INTO referrals (name, email) VALUES ($1, $2) RETURNING id, name, email',
        [parsed.data.name, parsed.data.email],
      )
      if (row !== null) notifier.notify({ kind: 'referral', id: row.id })
      return c.json(row, 201)
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpProblem(409, m.alreadyReferred)
      throw error
    }
  })
  return app
}
