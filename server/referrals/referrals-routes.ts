import { Hono } from 'hono'
import { z } from 'zod'
import { controlCharactersMessage, hasControlCharacters } from '../../src/contracts/text-rules.ts'
import { isUniqueViolation, queryOne, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { HttpProblem } from '../http/problem.ts'
import { referralMessages as m } from '../messages.ts'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const referralSchema = z.object(
  {
    name: z
      .string(m.nameRequired)
      .refine((value) => !hasControlCharacters(value), controlCharactersMessage('Name'))
      .trim()
      .min(1, m.nameRequired)
      .max(200, m.nameTooLong),
    email: z
      .string(m.emailRequired)
      .refine((value) => !hasControlCharacters(value), controlCharactersMessage('Email'))
      .trim()
      .min(1, m.emailRequired)
      .max(254, m.emailInvalid)
      .regex(emailPattern, m.emailInvalid),
  },
  m.expectedObject,
)

const referralRowSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() })

/** Referrals answer errors as plain text: the site shows 'Error: ' + the response text. */
export function referralsRoutes(db: Db): Hono {
  const app = new Hono()
  app.post('/referrals/', jsonBodyLimit(), async (c) => {
    const parsed = referralSchema.safeParse(await readJson(c))
    if (!parsed.success) {
      throw new HttpProblem(400, parsed.error.issues[0]?.message ?? m.expectedObject)
    }
    try {
      const row = await queryOne(
        db,
        referralRowSchema,
        'INSERT INTO referrals (name, email) VALUES ($1, $2) RETURNING id, name, email',
        [parsed.data.name, parsed.data.email],
      )
      return c.json(row, 201)
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpProblem(409, m.alreadyReferred)
      throw error
    }
  })
  return app
}
