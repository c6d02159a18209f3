/// <reference lib="webworker" />
import { pushAlertPayloadSchema, type PushAlertPayload } from '../src/contracts/push-alert'
import { z } from '../src/lib/schema'

/** What a push that is not ours (or not readable) shows: browsers require a notification for each push. */
const fallback: PushAlertPayload = { title: 'New job openings', body: '', url: '/job-openings' }

/** The notification for a push's JSON: the job's name, its place, and its link in `data`. */
export function notificationOf(json: unknown): { title: string; options: NotificationOptions } {
  const parsed = z.safeParse(pushAlertPayloadSchema, json)
  const payload = parsed.success ? parsed.data : fallback
  return {
    title: payload.title,
    options: { body: payload.body, icon: '/icons/icon-192.png', tag: payload.url, data: { url: payload.url } },
  }
}

/** The push's data as JSON, or null when it has none or it is not JSON. */
function jsonOf(data: { json(): unknown } | null): unknown {
  try {
    return data?.json() ?? null
  } catch {
    return null
  }
}

/** The job's address on this site: a link to another origin (SITE_URL elsewhere) keeps only its path. */
export function jobAddress(data: unknown, origin: string): string {
  const parsed = z.safeParse(z.object({ url: z.string() }), data)
  const url = new URL(parsed.success ? parsed.data.url : fallback.url, origin)
  return url.origin === origin ? url.href : new URL(`${url.pathname}${url.search}`, origin).href
}

interface OpenWindow {
  url: string
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}
interface WindowsOfSite {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly OpenWindow[]>
  openWindow(url: string): Promise<unknown>
}

/** A click: the window already on the job comes forward, else an open window of the site goes there, else a new one. */
export async function openJob(clients: WindowsOfSite, address: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const onJob = windows.find((client) => client.url === address)
  if (onJob !== undefined) {
    await onJob.focus()
    return
  }
  const [open] = windows
  if (open !== undefined) {
    try {
      await open.navigate(address)
      await open.focus()
      return
    } catch {
      // A window this worker does not control cannot be sent elsewhere: a new one instead.
    }
  }
  await clients.openWindow(address)
}

/** Push alerts (record 055): each push shows its job; a click on it opens the job's link. */
export function listenForPushAlerts(scope: ServiceWorkerGlobalScope): void {
  // A push: its job as a notification (the browser requires one per push).
  scope.addEventListener('push', (event) => {
    const { title, options } = notificationOf(jsonOf(event.data))
    event.waitUntil(scope.registration.showNotification(title, options))
  })
  // A click: close it, then bring the job forward.
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close()
    event.waitUntil(openJob(scope.clients, jobAddress(event.notification.data, scope.location.origin)))
  })
}
