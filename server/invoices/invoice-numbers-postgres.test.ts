import { processSealer } from '../at-rest/sealer.ts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows, type Db } from '../db/db.ts'
import { migrate } from '../db/migrate.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import { outbox } from '../delivery/outbox.ts'
import { freshPostgresDatabase } from '../test-support/test-database.ts'
import { invoicePaidOrder } from './invoice-on-payment.ts'
import { issueTaxDocumentNumber } from './tax-document-number.ts'

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const confirmations = 50

describe.skipIf(databaseUrl === '')('invoice numbers on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('50 payments confirmed at once through two instances get consecutive numbers, none repeated or skipped', async () => {
    const database = await freshPostgresDatabase()
    // Two connection pools: two server instances confirming payments on one database.
    const pool = { size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 20_000 }
    const dbs: Db[] = [await openPostgresDb(database.url, pool), await openPostgresDb(database.url, pool)]
    try {
      const [a] = dbs as [Db, Db]
      await migrate(a)
      await a.query(
        "INSERT INTO plans (id, name, max_users, max_tasks, max_storage_gb, price) VALUES (1, 'Starter', 5, 50, 5, 999)",
      )
      const orders = Array.from({ length: confirmations }, (_, index) => `order_race_${index}`)
      for (const orderId of orders) {
        await a.query(
          "INSERT INTO orders (order_id, plan_id, amount, currency, receipt, provider, status) VALUES ($1, 1, 99900, 'INR', $1, 'sandbox', 'paid')",
          [orderId],
        )
        await a.query('INSERT INTO plan_activations (plan_id, order_id, payment_id) VALUES (1, $1, $2)', [
          orderId,
          `pay_${orderId}`,
        ])
      }
      // A document whose transaction fails after drawing its number gives the number back.
      await expect(
        a.transaction(async (tx) => {
          await issueTaxDocumentNumber(tx, 'invoice', new Date())
          throw new Error('the insert failed')
        }),
      ).rejects.toThrow('the insert failed')

      const invoicing = {
        outbox: outbox({ mail: false, sealer: processSealer }),
        siteUrl: 'https://arcnova.example',
        signing: null,
      }
      // Each order confirmed twice at once (verification and webhook), on alternate instances.
      await Promise.all(
        [...orders, ...orders].map((orderId, index) =>
          (dbs[index % 2] as Db).transaction(async (tx) => {
            await tx.query('SELECT 1 FROM orders WHERE order_id = $1 FOR UPDATE', [orderId])
            await invoicePaidOrder(tx, invoicing, orderId)
          }),
        ),
      )
      const rows = await queryRows(
        a,
        z.object({ serial: z.number(), number: z.string(), order_id: z.string() }),
        "SELECT serial, number, order_id FROM tax_documents WHERE series = 'invoice' ORDER BY serial",
      )
      expect(rows.map((row) => row.serial)).toEqual(Array.from({ length: confirmations }, (_, index) => index + 1))
      expect(new Set(rows.map((row) => row.number)).size).toBe(confirmations)
      expect(new Set(rows.map((row) => row.order_id)).size).toBe(confirmations)
      expect(rows.at(-1)?.number).toMatch(/^INV\/\d{2}-\d{2}\/0050$/)
    } finally {
      await Promise.all(dbs.map((db) => db.close()))
      await database.drop()
    }
  }, 90_000)
})
