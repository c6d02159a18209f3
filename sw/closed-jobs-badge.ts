import { createStore, get } from 'idb-keyval'
import { careersDatabase } from '../src/features/careers/careers-store'
import {
  closedSavedJobIds,
  closedJobsSyncTag,
  seenClosedKey,
  unseenCount,
} from '../src/features/careers/closed-saved-jobs'

declare const self: ServiceWorkerGlobalScope & {
  navigator: WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }
}

const ids = (value: unknown): { id: number }[] =>
  (Array.isArray(value) ? value : []).filter(
    (item): item is { id: number } =>
      typeof item === 'object' && item !== null && Number.isInteger(Reflect.get(item, 'id')),
  )

/**
 * The installed app's badge while it is closed: on the browser's periodic sync (granted to
 * installed apps), the live job list is fetched and the saved jobs it no longer has, and the
 * visitor has not seen marked closed, are counted on the icon.
 */
export async function updateClosedJobsBadge(): Promise<void> {
  const store = createStore(careersDatabase.name, careersDatabase.store)
  const [saved, seen] = await Promise.all([get('saved-jobs', store), get(seenClosedKey, store)])
  if (ids(saved).length === 0) return
  const response = await fetch('/api/jobs/', { headers: { Accept: 'application/json' } })
  if (!response.ok) return
  const body: unknown = await response.json()
  const open = ids(Array.isArray(body) ? body : Reflect.get(Object(body), 'results'))
  const seenIds = Array.isArray(seen) ? seen.filter((id): id is number => Number.isInteger(id)) : []
  const count = unseenCount(closedSavedJobIds(ids(saved), open), seenIds)
  await (count > 0 ? self.navigator.setAppBadge?.(count) : self.navigator.clearAppBadge?.())
}

export function listenForClosedJobsSync(): void {
  self.addEventListener('periodicsync', (event) => {
    const sync = event as ExtendableEvent & { tag?: string }
    if (sync.tag === closedJobsSyncTag) sync.waitUntil(updateClosedJobsBadge().catch(() => undefined))
  })
}
