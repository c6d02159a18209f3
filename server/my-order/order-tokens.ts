import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'

/**
 * The buyer's private link to the order page: the applicant's link's rules (record 050). 32 random
 * bytes in base64url, only their SHA-256 kept, the token after `#` so it never reaches a log, sent
 * back in a POST body. It works for two years (issue 59 item 5: the invoice itself is kept for
 * taxInvoiceSettings.retentionYears); 'Lost your order link?' sends a fresh one and ends the older,
 * and People's erase of the buyer's address ends them all.
 */
export const orderLinkValidYears = 2

export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function issueOrderToken(db: Queryable, orderId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO order_tokens (token_hash, order_id, expires_at)
     VALUES ($1, $2, now() + make_interval(years => ${orderLinkValidYears}))`,
    [hashOrderToken(token), orderId],
  )
  return token
}

/** The order a live token opens, or null (unknown, expired). */
export async function orderForToken(db: Queryable, token: string): Promise<string | null> {
  const row = await queryOne(
    db,
    z.object({ order_id: z.string() }),
    'SELECT order_id FROM order_tokens WHERE token_hash = $1 AND expires_at > now()',
    [hashOrderToken(token)],
  )
  return row?.order_id ?? null
}

/** The link's address: the token after `#`. */
export function orderLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/my-order#${token}`
}

/** People's erase (inside its transaction, before the buyer's address is cleared): their order links end. */
export async function endOrderLinksOf(tx: Queryable, email: string): Promise<void> {
  await tx.query(
    `DELETE FROM order_tokens WHERE order_id IN
       (SELECT order_id FROM payments WHERE lower(buyer_email) = lower($1))`,
    [email],
  )
}
