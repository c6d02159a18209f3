// Push alerts on this device (record 055): the browser's push subscription and the server's copy of it.
import { pushAlertMessages, pushKeySchema } from '../../contracts/push-alert'
import { z } from '../../lib/schema'
import { apiUrl } from '../../site/settings'
import type { CareersSearch } from './careers-search'

type Search = Pick<CareersSearch, 'q' | 'location'>

/** Web Push needs the Push API, a service worker and notifications. */
export function pushSupported(): boolean {
  return 'PushManager' in window && 'serviceWorker' in navigator && 'Notification' in window
}

/** The site's service worker registration; undefined where none is registered (no push then). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration()
}

/** The VAPID key as the Push API takes it: base64url → bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

const postJson = (path: `/api/${string}`, body: unknown) =>
  fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })

export type PushOutcome = { on: boolean; text: string; failed: boolean }

const failed = (text: string, on: boolean): PushOutcome => ({ on, text, failed: true })
const unreachable = 'The server could not be reached. Check your connection and try again.'

/** Asks for permission (this click is the only place that does), subscribes, and tells the server the search. */
export async function startPushAlerts(registration: ServiceWorkerRegistration, search: Search): Promise<PushOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return failed(pushAlertMessages.denied, false)
  const answer = await fetch(apiUrl('/api/push-alerts/key'), { headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .catch(() => null)
  if (answer === null) return failed(unreachable, false)
  const key = z.safeParse(pushKeySchema, answer)
  if (!key.success) return failed('Notifications are not available right now.', false)
  let subscription: PushSubscription
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key.data.publicKey),
    })
  } catch {
    // The browser's push service refused or is out of reach (private windows, some browsers' settings).
    return failed('This browser could not turn on notifications. Please try again later.', false)
  }
  const response = await postJson('/api/push-alerts/', {
    subscription: subscription.toJSON(),
    q: search.q ?? null,
    location: search.location ?? null,
  }).catch(() => null)
  if (response?.status === 201) return { on: true, text: pushAlertMessages.on, failed: false }
  // The server does not have it: the browser must not keep a subscription nothing will use.
  await subscription.unsubscribe().catch(() => false)
  const refusal = await serverRefusal(response)
  if (refusal !== null) return failed(refusal, false)
  if (response?.status === 429) return failed('Too many requests. Please wait a minute and try again.', false)
  return failed(response === null ? unreachable : 'Something went wrong on our side. Please try again.', false)
}

/** The server's own words when it refuses this browser's push service or today's quota is used up. */
async function serverRefusal(response: Response | null): Promise<string | null> {
  if (response === null || (response.status !== 400 && response.status !== 429)) return null
  const body = z.safeParse(z.object({ detail: z.string() }), await response.json().catch(() => null))
  const known: readonly string[] = [pushAlertMessages.unsupportedService, pushAlertMessages.tooManyToday]
  return body.success && known.includes(body.data.detail) ? body.data.detail : null
}

/** Ends the subscription in the browser and tells the server to forget it. */
export async function stopPushAlerts(registration: ServiceWorkerRegistration): Promise<PushOutcome> {
  const subscription = await registration.pushManager.getSubscription()
  if (subscription === null) return { on: false, text: pushAlertMessages.off, failed: false }
  const response = await postJson('/api/push-alerts/unsubscribe', { endpoint: subscription.endpoint }).catch(() => null)
  await subscription.unsubscribe().catch(() => false)
  // Stopped in the browser either way; a server that missed it deletes the endpoint at the next 410.
  return response?.ok
    ? { on: false, text: pushAlertMessages.off, failed: false }
    : { on: false, text: `${pushAlertMessages.off} ${unreachable}`, failed: true }
}
