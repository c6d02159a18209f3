import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { sandboxCheckoutScriptPath } from '../../src/contracts/order.ts'
import { queryOne, type Db, type Queryable } from '../db/db.ts'
import { RefundRefused, type PaymentProvider } from './payment-provider.ts'

export const sandboxKeyId = 'rzp_test_sandbox'

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Razorpay-shaped ids: a prefix and 14 base-62 characters (order_…, pay_…, rfnd_…), random unless given bytes. */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd', bytes: Uint8Array = randomBytes(14)): string {
  let id = ''
  for (const byte of bytes.subarray(0, 14)) id += alphabet[byte % alphabet.length]
  return `${prefix}_${id}`
}

/**
 * When app_settings holds this key, the sandbox refuses the next refund with its value as the reason
 * (and forgets it), as Razorpay refuses when, say, the balance is too low: so the console's refusal
 * can be seen and tested, and the refund asked again goes through.
 */
export const sandboxRefundRefusalSetting = 'sandbox_refund_refusal'

async function sandboxRefundRefusal(db: Queryable): Promise<string | null> {
  const row = await queryOne(
    db,
    z.object({ value: z.string() }),
    'DELETE FROM app_settings WHERE key = $1 RETURNING value',
    [sandboxRefundRefusalSetting],
  )
  return row?.value ?? null
}

/**
 * Local stand-in for Razorpay: orders are created here and payments signed with the sandbox secret;
 * refunds are processed at once. The refund id follows from the idempotency key, so a repeated
 * request answers the same refund, as Razorpay's does.
 */
export function sandboxProvider(
  secret: string,
  reach: PaymentProvider['reach'] = 'loopback',
  db: Queryable | null = null,
): PaymentProvider {
  return {
    name: 'sandbox',
    keyId: sandboxKeyId,
    keySecret: secret,
    reach,
    checkoutScriptUrl: sandboxCheckoutScriptPath,
    async createOrder() {
      return { id: sandboxId('order') }
    },
    async refund(request) {
      const refusal = db === null ? null : await sandboxRefundRefusal(db)
      if (refusal !== null) throw new RefundRefused(refusal)
      const digest = createHash('sha256').update(`${secret}:${request.idempotencyKey}`).digest()
      return { id: sandboxId('rfnd', digest), status: 'processed' }
    },
  }
}

/** The sandbox secret: SANDBOX_SECRET if given, else one generated on first start and kept in the database. */
export async function sandboxSecret(db: Db, fromEnv: string | null): Promise<string> {
  if (fromEnv !== null) return fromEnv
  await db.query("INSERT INTO app_settings (key, value) VALUES ('sandbox_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString('hex'),
  ])
  const row = await queryOne(
    db,
    z.object({ value: z.string() }),
    "SELECT value FROM app_settings WHERE key = 'sandbox_secret'",
  )
  if (row === null) throw new Error('Sandbox secret missing after insert')
  return row.value
}
