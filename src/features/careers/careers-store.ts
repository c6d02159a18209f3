import type { UseStore } from 'idb-keyval'

/**
 * One IndexedDB store for the careers feature (saved jobs, the application draft).
 * idb-keyval is imported on first use, so pages that never touch storage never load it.
 */
let store: Promise<{ idb: typeof import('idb-keyval'); store: UseStore }> | undefined

function open() {
  store ??= import('idb-keyval').then((idb) => ({ idb, store: idb.createStore('arcnova-careers', 'careers') }))
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
