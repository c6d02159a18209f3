import { Hono } from 'hono'
import { z } from 'zod'
import { checkContactMessage } from '../../src/contracts/contact-message.ts'
import { queryOne, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { fieldErrors } from '../http/problem.ts'
import { silentNotifier, type TeamNotifier } from '../notify/team-notifier.ts'

/** POST /api/contact-messages/: the contact form's message, checked by the same rules as the form. */
export function contactRoutes(db: Db, notifier: TeamNotifier = silentNotifier): Hono {
  const app = new Hono()
  app.post('/contact-messages/', jsonBodyLimit(), async (c) => {
    const checked = checkContactMessage(await readJson(c))
    if (!checked.ok) return fieldErrors(c, checked.errors)
    const { name, email, subject, message } = checked.data
    const row = await queryOne(
      db,
      z.object({ id: z.number().int() }),
      'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
      [name, email, subject, message],
    )
    if (row === null) throw new Error('Insert returned no row')
    notifier.notify({ kind: 'contact', id: row.id })
    return c.json({ id: row.id }, 201)
  })
  return app
}
