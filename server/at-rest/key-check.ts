import { z } from 'zod'
import { ConfigError } from '../config.ts'
import { queryOne, queryRows, type Db, sqlTextArray } from '../db/db.ts'
import type { Log } from '../log.ts'
import { looksSealed, type Sealer } from './sealer.ts'

/**
 * At start-up (record 083): the database remembers the id of the key its values are sealed with, and
 * an instance with another key refuses to start: its sign-in codes and e-mails would all fail. With
 * `replaceLostKey` (DATA_KEY_REPLACED=1, when the old key is gone for good) what the old key sealed is
 * given up instead: waiting e-mails are dropped, authenticator apps are set up again (recovery codes,
 * which are hashed, still sign in), the generated push key pair is replaced (devices turn alerts on
 * again), and the new key is remembered.
 */
export async function checkDataKey(db: Db, sealer: Sealer, replaceLostKey: boolean, log: Log): Promise<void> {
  await db.query('INSERT INTO data_key (id, kid) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [sealer.kid])
  const row = await queryOne(db, z.object({ kid: z.string() }), 'SELECT kid FROM data_key WHERE id = 1')
  if (row?.kid === sealer.kid) return
  if (!replaceLostKey) {
    throw new ConfigError(
      `This database's private values are sealed with another DATA_KEY (key id ${row?.kid}; this one is ${sealer.kid}). Start every instance with the same DATA_KEY; if that key is lost for good, start once with DATA_KEY_REPLACED=1 (waiting e-mails are dropped and staff set up their authenticator app again)`,
    )
  }
  const given = await db.transaction(async (tx) => {
    const messages = await tx.query(
      `UPDATE outbox SET status = 'dropped', sealed = NULL, payload = NULL, recipient_keys = NULL,
              sealed_recipient = NULL, finished_at = now(), last_error = 'sealed with a lost key'
        WHERE status = 'waiting' AND sealed IS NOT NULL RETURNING id`,
    )
    // A failed row's sealed address (issue 60 item 6) cannot be opened any more either.
    await tx.query('UPDATE outbox SET sealed_recipient = NULL WHERE sealed_recipient IS NOT NULL')
    const apps = await tx.query(
      'UPDATE staff SET totp_secret = NULL, totp_last_step = 0 WHERE totp_secret IS NOT NULL RETURNING id',
    )
    await tx.query('UPDATE staff_sessions SET pending_totp_secret = NULL WHERE pending_totp_secret IS NOT NULL')
    // Single sign-on sessions whose refresh token cannot be opened could not be re-checked: they end (record 088).
    await tx.query('DELETE FROM staff_sessions WHERE oidc_refresh_token IS NOT NULL')
    // The push key pair goes with its sealed private key: devices subscribed to it turn alerts on again.
    const devices = await tx.query('DELETE FROM push_subscriptions RETURNING 1')
    await tx.query('DELETE FROM push_vapid_keys')
    await tx.query('UPDATE data_key SET kid = $1, since = now() WHERE id = 1', [sealer.kid])
    return { messages: messages.length, authenticatorApps: apps.length, pushDevices: devices.length }
  })
  log('warn', 'DATA_KEY replaced: what the lost key sealed was given up', given)
}

const plainOutboxRow = z.object({ id: z.coerce.number(), payload: z.unknown() })
const plainSecret = z.object({ id: z.coerce.string(), secret: z.string() })

/**
 * Seals what was stored readable before sealing began (rows from before migration 026): waiting
 * messages and authenticator secrets, each only if still unchanged, so instances doing it at once agree.
 */
export async function sealPlainValues(
  db: Db,
  sealer: Sealer,
  recipientsOf: (payload: unknown) => string[],
): Promise<number> {
  let sealed = 0
  const rows = await queryRows(
    db,
    plainOutboxRow,
    `SELECT id, payload FROM outbox WHERE status = 'waiting' AND sealed IS NULL AND payload IS NOT NULL`,
  )
  for (const row of rows) {
    const recipients = recipientsOf(row.payload)
    const done = await db.query(
      `UPDATE outbox SET sealed = $2, recipient_keys = $3::text[], sealed_recipient = $4, payload = NULL
        WHERE id = $1 AND sealed IS NULL RETURNING id`,
      [
        row.id,
        await sealer.seal(JSON.stringify(row.payload), 'outbox'),
        sqlTextArray(recipients.map(sealer.recipientKey)),
        recipients.length === 0 ? null : await sealer.seal(recipients.join(', '), 'recipient'),
      ],
    )
    sealed += done.length
  }
  for (const [table, column] of [
    ['staff', 'totp_secret'],
    ['staff_sessions', 'pending_totp_secret'],
  ] as const) {
    const key = table === 'staff' ? 'id' : 'id_hash'
    const secrets = await queryRows(
      db,
      plainSecret,
      `SELECT ${key} AS id, ${column} AS secret FROM ${table} WHERE ${column} IS NOT NULL`,
    )
    for (const secret of secrets.filter((item) => !looksSealed(item.secret))) {
      const done = await db.query(
        `UPDATE ${table} SET ${column} = $2 WHERE ${key} = $1 AND ${column} = $3 RETURNING ${column}`,
        [secret.id, await sealer.seal(secret.secret, 'totp'), secret.secret],
      )
      sealed += done.length
    }
  }
  return sealed
}
