import { useSyncExternalStore } from 'react'
import { checkBusinessDetails, type BusinessDetails } from '../../contracts/business-details'

/**
 * The buyer's GST details, kept on this device for the next purchase (issue 44, item 1): the buyer's
 * own data, in localStorage, never sent anywhere but with an order. 'Forget these details' removes it.
 */
const storageKey = 'plans:gst-details'
const listeners = new Set<() => void>()

function read(): string | null {
  try {
    return window.localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

/** The saved details, checked again (an old or edited entry counts as none). */
export function recallGstDetails(): BusinessDetails | null {
  const raw = read()
  if (raw === null) return null
  try {
    const checked = checkBusinessDetails(JSON.parse(raw))
    return checked.ok ? checked.data : null
  } catch {
    return null
  }
}

function notify() {
  for (const listener of listeners) listener()
}

export function saveGstDetails(details: BusinessDetails): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(details))
  } catch {
    // Private browsing or a full disk: the details still go with this page's purchases.
  }
  memory = details
  notify()
}

export function forgetGstDetails(): void {
  try {
    window.localStorage.removeItem(storageKey)
  } catch {
    // Nothing was stored.
  }
  memory = null
  notify()
}

/** What this page holds: what was saved, or what was entered when storage refused it. */
let memory: BusinessDetails | null | undefined

export function currentGstDetails(): BusinessDetails | null {
  if (memory === undefined) memory = recallGstDetails()
  return memory
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return
    memory = recallGstDetails()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The details as React state: every plan card shows the same. */
export function useGstDetails(): BusinessDetails | null {
  return useSyncExternalStore(subscribe, currentGstDetails, () => null)
}
