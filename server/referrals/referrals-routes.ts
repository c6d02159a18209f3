import { Hono } from 'hono'
import { z } from 'zod'
import { isUniqueViolation, queryOne, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { HttpProblem } from '../http/problem.ts'
import { mailLessOutbox, type Outbox } from '../delivery/outbox.ts'
import { checkReferral, referralMessages as m } from '../../src/contracts/referral.ts'

const referralRowSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() })

/** Referrals answer errors as plain text: the site shows 'Error: ' + the response text. */
export function referralsRoutes(db: Db, outbox: Outbox = mailLessOutbox): Hono {
  const app = new Hono()
  app.post('/referrals/', jsonBodyLimit(), async (c) => {
    const parsed = checkReferral(await readJson(c))
    if (!parsed.ok) throw new HttpProblem(400, parsed.message)
    try {
      // The referral and the team's e-mail about it commit together (record 059).
      const row = await db.transaction(async (tx) => {
        const inserted = await queryOne(
          tx,
          referralRowSchema,
          'INSERT INTO referrals (name, email) VALUES ($1, $2) RETURNING id, name, email',
          [parsed.data.name, parsed.data.email],
        )
        if (inserted !== null) {
          await outbox.add(tx, 'team notification', { channel: 'team', event: { kind: 'referral', id: inserted.id } })
        }
        return inserted
      })
      outbox.wake()
      return c.json(row, 201)
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpProblem(409, m.alreadyReferred)
      throw error
    }
  })
  return app
}
