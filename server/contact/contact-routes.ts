import { Hono } from 'hono'
import { z } from 'zod'
import { checkContactMessage } from '../../src/contracts/contact-message.ts'
import { queryOne, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { fieldErrors } from '../http/problem.ts'
import { mailLessOutbox, type Outbox } from '../delivery/outbox.ts'

/** POST /api/contact-messages/: the contact form's message, checked by the same rules as the form. */
export function contactRoutes(db: Db, outbox: Outbox = mailLessOutbox): Hono {
  const app = new Hono()
  app.post('/contact-messages/', jsonBodyLimit(), async (c) => {
    const checked = checkContactMessage(await readJson(c))
    if (!checked.ok) return fieldErrors(c, checked.errors)
    const { name, email, subject, message } = checked.data
    // The message and the team's e-mail about it commit together (record 059).
    const id = await db.transaction(async (tx) => {
      const row = await queryOne(
        tx,
        z.object({ id: z.number().int() }),
        'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
        [name, email, subject, message],
      )
      if (row === null) throw new Error('Insert returned no row')
      await outbox.add(tx, 'team notification', { channel: 'team', event: { kind: 'contact', id: row.id } })
      return row.id
    })
    outbox.wake()
    return c.json({ id }, 201)
  })
  return app
}
