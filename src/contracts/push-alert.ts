// Push alerts on the installed app (issue 37 item 3, record 055): what the site sends, what the
// server answers, and what a notification carries to the service worker.
import { z } from '../lib/schema.ts'

/** A push endpoint as browsers give it: an https URL, of a sane length. */
const endpointRule = z.string().check(z.maxLength(2048), z.regex(/^https:\/\/[^\s]+$/))
/** base64url keys: a P-256 public key (65 bytes → 87 chars) and a 16-byte auth secret (22 chars). */
const keyRule = (max: number) => z.string().check(z.minLength(16), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+=*$/))

/** POST /api/push-alerts/ `{ subscription, q?, location? }`: PushSubscription.toJSON() and the list's search. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointRule,
  keys: z.object({ p256dh: keyRule(128), auth: keyRule(64) }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/** POST /api/push-alerts/unsubscribe `{ endpoint }`. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointRule })

/** GET /api/push-alerts/key: the server's VAPID public key (applicationServerKey), base64url. */
export const pushKeySchema = z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}$/)) })

/** The JSON a notification carries: the job's name, its location, and its link. */
export const pushAlertPayloadSchema = z.object({
  title: z.string().check(z.maxLength(300)),
  body: z.string().check(z.maxLength(300)),
  url: z.string().check(z.maxLength(2048)),
})
export type PushAlertPayload = z.infer<typeof pushAlertPayloadSchema>

export const pushAlertMessages = {
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  denied: 'Notifications are blocked for this site. Allow them in the browser’s site settings to turn them on.',
  /** The server sends only to the browsers' own push services (or hosts its operator names). */
  unsupportedService:
    'This browser’s push service is not one the site can send to (Chrome, Firefox, Safari or Edge). Job alerts by e-mail still work.',
  /** Too many new devices from one network, or from everyone, today. */
  tooManyToday: 'Too many devices have turned on notifications today. Please try again tomorrow.',
} as const
