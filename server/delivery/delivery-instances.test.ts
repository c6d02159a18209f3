import { describe, expect, it } from 'vitest'
import { eventually, mailServer, readMail } from '../test-support/mail-server.ts'
import { freshPostgresDatabase } from '../test-support/test-database.ts'
import { startTestServer } from '../test-support/test-server.ts'
import { insertOutboxMessage } from './outbox-store.ts'

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const messages = 60

describe.skipIf(databaseUrl === '')('two instances on one PostgreSQL draining one outbox (TEST_DATABASE_URL)', () => {
  it('send each message exactly once', async () => {
    const database = await freshPostgresDatabase()
    const mail = await mailServer()
    const env = {
      DATABASE_URL: database.url,
      SEED_SAMPLE_DATA: '1',
      SMTP_URL: mail.url,
      NOTIFY_EMAIL: 'hr@arcnova.example',
    }
    const a = await startTestServer(env, { delivery: { pollMs: 50 } })
    const b = await startTestServer(env, { delivery: { pollMs: 50 } })
    try {
      // Recorded in one transaction, as a burst of events would be; both workers look at once.
      await a.db.transaction(async (tx) => {
        for (let index = 0; index < messages; index += 1) {
          await insertOutboxMessage(
            tx,
            'status e-mail',
            { channel: 'mail', mail: { to: `person${index}@example.com`, subject: `Message ${index}`, text: 'Hello' } },
            60_000,
            a.outbox.sealer,
          )
        }
      })
      a.outbox.wake()
      b.outbox.wake()
      await eventually(() => (mail.received.length >= messages ? true : undefined), 30_000)
      await Promise.all([a.deliveries.idle(), b.deliveries.idle()])
      await new Promise((resolve) => setTimeout(resolve, 500))
      const subjects = mail.received.map((item) => readMail(item.data).subject)
      expect(subjects).toHaveLength(messages)
      expect(new Set(subjects).size).toBe(messages)
      const [row] = await a.db.query(
        "SELECT count(*)::int AS sent FROM outbox WHERE status = 'sent' AND payload IS NULL AND sealed IS NULL",
      )
      expect(row?.sent).toBe(messages)
    } finally {
      await a.cleanup()
      await b.cleanup()
      await mail.close()
      await database.drop()
    }
  }, 90_000)
})
