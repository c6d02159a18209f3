import type { UseStore } from 'idb-keyval'

/**
 * One IndexedDB store for the careers feature (saved jobs, the application draft, a shared CV); the
 * service worker writes the shared CV into it too.
 * idb-keyval is imported on first use, so pages that never touch storage never load it.
 */
/** The database and its one store (the service worker opens them too, with idb-keyval imported statically). */
export const careersDatabase = { name: 'arcnova-careers', store: 'careers' } as const

/** The key of a CV shared to the installed app: here, so the job list can look for one without loading shared-cv.ts. */
export const sharedCvKey = 'shared-cv'

let store: Promise<{ idb: typeof import('idb-keyval'); store: UseStore }> | undefined

function open() {
  store ??= import('idb-keyval').then((idb) => ({
    idb,
    store: idb.createStore(careersDatabase.name, careersDatabase.store),
  }))
  return store
}

export async function readValue(key: string): Promise<unknown> {
  const { idb, store: db } = await open()
  return idb.get<unknown>(key, db)
}

export async function writeValue(key: string, value: unknown): Promise<void> {
  const { idb, store: db } = await open()
  await idb.set(key, value, db)
}

export async function deleteValue(key: string): Promise<void> {
  const { idb, store: db } = await open()
  await idb.del(key, db)
}
