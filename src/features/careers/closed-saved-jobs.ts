import { readValue, writeValue } from './careers-store'
import type { Job } from './job-schema'

/** The periodic sync that keeps the installed app's badge current while it is closed (sw/closed-jobs-badge.ts). */
export const closedJobsSyncTag = 'saved-jobs-closed'
const syncIntervalMs = 12 * 60 * 60 * 1000

/**
 * Asks the browser to wake the service worker about twice a day to recount the badge. Only installed
 * apps get periodic sync (Chromium grants it by engagement); elsewhere this does nothing.
 */
export async function keepBadgeCurrent(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('permissions' in navigator)) return
  const permission = await navigator.permissions
    .query({ name: 'periodic-background-sync' as PermissionName })
    .catch(() => null)
  if (permission?.state !== 'granted') return
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    periodicSync?: { register: (tag: string, options: { minInterval: number }) => Promise<void> }
  }
  await registration.periodicSync?.register(closedJobsSyncTag, { minInterval: syncIntervalMs }).catch(() => undefined)
}

/** The saved jobs that closed and the visitor has already seen marked closed: the badge leaves them out. */
export const seenClosedKey = 'saved-jobs-seen-closed'

/** The saved jobs missing from the live list of open jobs: closed (or withdrawn) since they were saved. */
export function closedSavedJobIds(saved: readonly Pick<Job, 'id'>[], open: readonly Pick<Job, 'id'>[]): number[] {
  const live = new Set(open.map((job) => job.id))
  return saved.filter((job) => !live.has(job.id)).map((job) => job.id)
}

/** How many closed saved jobs the visitor has not seen yet. */
export const unseenCount = (closed: readonly number[], seen: readonly number[]) =>
  closed.filter((id) => !seen.includes(id)).length

export async function readSeenClosed(): Promise<number[]> {
  const stored = await readValue(seenClosedKey).catch(() => undefined)
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : []
}

export async function markClosedSeen(closed: readonly number[]): Promise<void> {
  await writeValue(seenClosedKey, [...closed]).catch(() => undefined)
}

/**
 * The installed app's icon badge (Badging API, where the browser has it): the number, or none. A
 * browser without it, or a page that is not the installed app, ignores it.
 */
export function showAppBadge(count: number): void {
  const badging = navigator as typeof navigator & {
    setAppBadge?: (count?: number) => Promise<void>
    clearAppBadge?: () => Promise<void>
  }
  const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.()
  void done?.catch(() => undefined)
}
