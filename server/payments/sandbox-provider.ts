import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { sandboxCheckoutScriptPath } from '../../src/contracts/order.ts'
import { queryOne, type Db } from '../db/db.ts'
import type { PaymentProvider } from './payment-provider.ts'

export const sandboxKeyId = 'rzp_test_sandbox'

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Razorpay-shaped ids: a prefix and 14 random base-62 characters (order_…, pay_…). */
export function sandboxId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14)
  let id = ''
  for (const byte of bytes) id += alphabet[byte % alphabet.length]
  return `${prefix}_${id}`
}

/** Local stand-in for Razorpay: orders are created here and payments signed with the sandbox secret. */
export function sandboxProvider(secret: string, reach: PaymentProvider['reach'] = 'loopback'): PaymentProvider {
  return {
    name: 'sandbox',
    keyId: sandboxKeyId,
    keySecret: secret,
    reach,
    checkoutScriptUrl: sandboxCheckoutScriptPath,
    async createOrder() {
      return { id: sandboxId('order') }
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
