/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** What the footer offers: Chromium's install prompt, or on iOS Safari how to add the site by hand. */
export type InstallOffer = 'prompt' | 'ios-hint' | undefined

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function'
}

let prompt: BeforeInstallPromptEvent | undefined
const listeners = new Set<() => void>()
const offered = (event?: BeforeInstallPromptEvent) => {
  prompt = event
  for (const listener of listeners) listener()
}

/**
 * Called once by the boot script. Every page's HTML links the web manifest, so Chromium may offer
 * installation (`beforeinstallprompt`) before the app has loaded: the offer is kept until the
 * footer's install button, whose code loads only once there is an offer, uses it.
 */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return
    event.preventDefault()
    offered(event)
  })
  // Installed from the browser's own menu: nothing left to offer.
  window.addEventListener('appinstalled', () => offered())
}

/** The prompt, once: the browser shows a prompt event only one time. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | undefined {
  const taken = prompt
  offered()
  return taken
}

/** The current offer. iOS Safari has no prompt: there the visitor adds the site from the Share menu. */
export function installOffer(): InstallOffer {
  if (prompt) return 'prompt'
  const agent = navigator.userAgent
  const iosSafari = /iPad|iPhone|iPod/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent)
  // Not once it runs as the added app.
  return iosSafari && Reflect.get(navigator, 'standalone') !== true ? 'ios-hint' : undefined
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
