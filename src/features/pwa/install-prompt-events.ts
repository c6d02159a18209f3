/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function'
}

let deferred: BeforeInstallPromptEvent | undefined
let installed = false
let capturing = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/**
 * Called by the PWA layer right before it links the web manifest: the browser fires
 * `beforeinstallprompt` only for a page with a manifest, so no prompt can come before this listens.
 */
export function captureInstallPrompt(): void {
  if (capturing) return
  capturing = true
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return
    event.preventDefault()
    deferred = event
    notify()
  })
  window.addEventListener('appinstalled', () => {
    installed = true
    deferred = undefined
    notify()
  })
}

export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = undefined
  notify()
  await event.prompt()
  const choice = await event.userChoice
  if (choice.outcome === 'accepted') installed = true
  notify()
}

export type InstallState = 'available' | 'ios-hint' | 'unavailable'

function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || Reflect.get(navigator, 'standalone') === true
}

function isIosSafari(): boolean {
  const agent = navigator.userAgent
  return /iPad|iPhone|iPod/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent)
}

export function installSnapshot(): InstallState {
  if (installed || isStandalone()) return 'unavailable'
  if (deferred) return 'available'
  return isIosSafari() ? 'ios-hint' : 'unavailable'
}

export function subscribeToInstallState(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
