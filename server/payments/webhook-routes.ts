import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { Db, Queryable } from '../db/db.ts'
import { mailLessOutbox } from '../delivery/outbox.ts'
import { invoicePaidOrder, type Invoicing } from '../invoices/invoice-on-payment.ts'
import { hasForbiddenCharacters } from '../../src/contracts/text.ts'
import { HttpProblem } from '../http/problem.ts'
import { paymentMessages as m, requestMessages } from '../messages.ts'
import { clientIp } from '../security/client-ip.ts'
import { type RateLimitVariables, SlidingWindowRateLimiter } from '../security/rate-limit.ts'
import { rateLimitKey } from '../security/rate-limit-key.ts'
import { noRefundEffects, type RefundEffects } from '../refunds/refund-confirmation.ts'
import { applyRefundEvent, webhookRefundEntity } from '../refunds/refund-webhook.ts'
import { activatePaidOrder, advanceOrder, findOrder, OrderRefundedError, recordPayment } from './order-repository.ts'
import { verifyWebhookSignature } from './signature.ts'

/** A short text without control characters, or null: a bad value must never make the event fail. */
const buyerContact = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !hasForbiddenCharacters(value, false))
    .nullish()
    .catch(null)

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) }).optional()

const webhookSchema = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z
    .object({
      payment: entity({
        id: z.string(),
        order_id: z.string().nullish(),
        status: z.string().optional(),
        // The buyer's contact as Razorpay reports it; anything odd is simply not kept.
        email: buyerContact(254),
        contact: buyerContact(40),
      }),
      order: entity({ id: z.string(), status: z.string().optional() }),
      refund: z.object({ entity: webhookRefundEntity }).optional(),
    })
    .default({}),
})
type WebhookEvent = z.infer<typeof webhookSchema>

/** Applies one event's effect; unknown orders and events are acknowledged and ignored. */
async function applyEvent(
  tx: Queryable,
  event: WebhookEvent,
  invoicing: Invoicing,
  refundEffects: RefundEffects,
): Promise<string> {
  const refund = event.payload.refund?.entity
  if (event.event.startsWith('refund.'))
    return refund ? applyRefundEvent(tx, event.event, refund, refundEffects) : 'ignored'
  const payment = event.payload.payment?.entity
  const orderId = event.payload.order?.entity.id ?? payment?.order_id ?? null
  if (orderId === null || (await findOrder(tx, orderId)) === null) return 'ignored'
  switch (event.event) {
    case 'payment.authorized':
    case 'payment.failed':
      if (payment !== undefined) {
        await recordPayment(tx, {
          paymentId: payment.id,
          orderId,
          status: event.event === 'payment.failed' ? 'failed' : 'authorized',
          source: 'webhook',
          buyerEmail: payment.email ?? null,
          buyerPhone: payment.contact ?? null,
        })
      }
      // A failed or pending payment never moves a paid order back.
      await advanceOrder(tx, orderId, 'attempted')
      return 'processed'
    case 'payment.captured':
    case 'order.paid':
      if (payment === undefined) {
        await advanceOrder(tx, orderId, 'paid')
        return 'processed'
      }
      try {
        await activatePaidOrder(tx, {
          orderId,
          paymentId: payment.id,
          source: 'webhook',
          buyerEmail: payment.email ?? null,
          buyerPhone: payment.contact ?? null,
        })
      } catch (error) {
        // A capture replayed after the refund: nothing to activate or invoice again.
        if (error instanceof OrderRefundedError) return 'processed'
        throw error
      }
      // The tax invoice once per order (issue 44); its receipt once the buyer's e-mail is known.
      await invoicePaidOrder(tx, invoicing, orderId)
      return 'processed'
    default:
      return 'ignored'
  }
}

/**
 * What makes two deliveries the same event, from the signed body only: the event type plus the
 * payment and order ids and statuses it carries. The X-Razorpay-Event-Id header is not signed, so
 * a replayed body under a fresh header value must still land on the same key. An event carrying no
 * entity (ignored anyway) is keyed by its whole body.
 */
export function webhookDedupeKey(event: WebhookEvent, raw: Uint8Array): string {
  const payment = event.payload.payment?.entity
  const order = event.payload.order?.entity
  if (payment === undefined && order === undefined) {
    return `body:${createHash('sha256').update(raw).digest('hex')}`
  }
  const signed = [event.event, payment?.id, payment?.order_id, payment?.status, order?.id, order?.status]
  // Refund events differ by their refund (a payment may see a failed refund, then a processed one).
  const refund = event.payload.refund?.entity
  if (refund !== undefined) signed.push(refund.id, refund.status)
  return `event:${createHash('sha256')
    .update(JSON.stringify(signed.map((part) => part ?? null)))
    .digest('hex')}`
}

/** Badly signed deliveries allowed per client and window; correctly signed ones are never limited. */
export const badSignatureLimit = { max: 10, windowMs: 60_000, maxKeys: 10_000 }

/**
 * Razorpay's webhook: signature over the raw body, dedupe on what it signs, orders only move forward.
 * Exempt from the visitors' POST limit (Razorpay sends bursts from a few addresses), it limits only
 * failed signature checks, per client.
 */
export function webhookRoutes(
  db: Db,
  webhookSecret: string | null,
  invoicing: Invoicing = { outbox: mailLessOutbox, siteUrl: '', signing: null },
  refundEffects: RefundEffects = noRefundEffects,
): Hono<{ Variables: Partial<RateLimitVariables> }> {
  const app = new Hono<{ Variables: Partial<RateLimitVariables> }>()
  const badSignatures = new SlidingWindowRateLimiter(badSignatureLimit)
  app.post(
    '/razorpay/webhook/',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new HttpProblem(413, requestMessages.bodyTooLarge)
      },
    }),
    async (c) => {
      if (webhookSecret === null) throw new HttpProblem(503, m.webhookNotConfigured)
      const raw = new Uint8Array(await c.req.arrayBuffer())
      if (!verifyWebhookSignature(webhookSecret, raw, c.req.header('x-razorpay-signature') ?? '')) {
        // rateLimitPosts names the client; without it, only the socket's address can be trusted.
        const decision = badSignatures.take(c.get('rateLimitKey') ?? rateLimitKey(clientIp(c, 0)))
        if (!decision.allowed) {
          const retryAfter = String(Math.ceil(decision.retryAfterMs / 1000))
          throw new HttpProblem(429, requestMessages.tooManyRequests, { 'Retry-After': retryAfter })
        }
        throw new HttpProblem(400, m.webhookBadSignature)
      }
      let json: unknown
      try {
        json = JSON.parse(new TextDecoder().decode(raw))
      } catch {
        throw new HttpProblem(400, m.webhookMalformed)
      }
      const parsed = webhookSchema.safeParse(json)
      if (!parsed.success) throw new HttpProblem(400, m.webhookMalformed)
      const event = parsed.data
      const key = webhookDedupeKey(event, raw)
      // Kept for whoever reads the table; never trusted to tell events apart.
      const headerEventId = c.req.header('x-razorpay-event-id')?.slice(0, 200) ?? null

      // Record the event and apply it in one transaction: a failure leaves no record, so the retry is processed.
      const status = await db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO webhook_events (event_id, event, header_event_id) VALUES ($1, $2, $3)
           ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
          [key, event.event, headerEventId],
        )
        if (inserted.length === 0) return 'duplicate'
        return applyEvent(tx, event, invoicing, refundEffects)
      })
      // A receipt or a credit note may have been queued: the worker looks now rather than at its next poll.
      if (status === 'processed') {
        invoicing.outbox.wake()
        if (event.event === 'refund.processed') refundEffects.afterCommit()
      }
      return c.json({ status })
    },
  )
  return app
}
