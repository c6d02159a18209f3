import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { z } from '../../lib/schema'
import { resumeError } from './application-rules'
import { careersDatabase, sharedCvKey } from './careers-store'

// idb-keyval imported statically, not through careers-store's import(): the service worker is a
// classic script in one file, where a dynamic import (and the loader Vite adds) cannot run.
let store: UseStore | undefined
const careersStore = () => {
  store ??= createStore(careersDatabase.name, careersDatabase.store)
  return store
}

/** A shared CV that is neither sent nor discarded is deleted from the device this long after it came. */
export const sharedCvMaxAgeMs = 7 * 24 * 60 * 60 * 1000

export const noFileShared = 'No file came with the share'

/** A CV shared to the installed app, ready to attach; or what was wrong with what was shared. */
export type SharedCv =
  | { status: 'ready'; file: File; sharedAt: number }
  | { status: 'refused'; name: string; problem: string; sharedAt: number }

// Kept as a Blob with its name beside it: a File read back from IndexedDB is not a File everywhere.
const storedSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
  sharedAt: z.number(),
  blob: z.optional(z.instanceof(Blob)),
  problem: z.optional(z.string()),
})

/**
 * Keeps what a share brought: the file when the apply dialog would take it (the same rules), else
 * why not. Replaces an earlier share. Called by the service worker.
 */
export async function keepSharedCv(file: File | null, now = Date.now()): Promise<SharedCv> {
  // An empty file input still sends a part: no name and no bytes means nothing was shared.
  const shared = file !== null && (file.name !== '' || file.size > 0) ? file : null
  const problem = shared === null ? noFileShared : resumeError(shared)
  const details = { name: shared?.name ?? '', type: shared?.type ?? '', size: shared?.size ?? 0, sharedAt: now }
  if (shared === null || problem !== undefined) {
    const refused = problem ?? noFileShared
    await set(sharedCvKey, { ...details, problem: refused }, careersStore())
    return { status: 'refused', name: details.name, problem: refused, sharedAt: now }
  }
  await set(sharedCvKey, { ...details, blob: shared }, careersStore())
  return { status: 'ready', file: shared, sharedAt: now }
}

/**
 * The shared CV, if one is waiting. One older than 7 days is deleted instead; a refusal is told
 * once (on the page the share opened) and deleted as it is read.
 */
export async function readSharedCv(now = Date.now()): Promise<SharedCv | undefined> {
  const stored = await get<unknown>(sharedCvKey, careersStore())
  if (stored === undefined) return undefined
  const parsed = storedSchema.safeParse(stored)
  const age = parsed.success ? now - parsed.data.sharedAt : Number.POSITIVE_INFINITY
  if (!parsed.success || age > sharedCvMaxAgeMs || age < -sharedCvMaxAgeMs) {
    await deleteSharedCv()
    return undefined
  }
  const { name, type, sharedAt, blob, problem } = parsed.data
  if (blob === undefined || problem !== undefined) {
    await deleteSharedCv()
    return { status: 'refused', name, problem: problem ?? noFileShared, sharedAt }
  }
  return { status: 'ready', file: new File([blob], name, { type, lastModified: sharedAt }), sharedAt }
}

/** After the application is sent, or 'Discard'. */
export async function deleteSharedCv(): Promise<void> {
  await del(sharedCvKey, careersStore())
}
