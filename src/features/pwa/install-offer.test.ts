import { afterEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module: it keeps the page's one offer. */
async function freshModule() {
  vi.resetModules()
  return import('./install-offer')
}

function offer(prompt = vi.fn(() => Promise.resolve())) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  })
  window.dispatchEvent(event)
  return event
}

afterEach(() => vi.restoreAllMocks())

describe('the install offer', () => {
  it('keeps the browser offer from the boot script on, for the button to use once', async () => {
    const { captureInstallOffer, installOffer, subscribeToInstallOffer, takeInstallPrompt } = await freshModule()
    captureInstallOffer()
    const changed = vi.fn()
    subscribeToInstallOffer(changed)
    expect(installOffer()).toBeUndefined()
    const event = offer()
    // Kept rather than shown: the browser's own prompt waits for the visitor's click.
    expect(event.defaultPrevented).toBe(true)
    expect(installOffer()).toBe('prompt')
    expect(changed).toHaveBeenCalledTimes(1)
    expect(takeInstallPrompt()).toBe(event)
    expect(installOffer()).toBeUndefined()
    expect(takeInstallPrompt()).toBeUndefined()
  })

  it('ends when the app is installed from the browser menu', async () => {
    const { captureInstallOffer, installOffer } = await freshModule()
    captureInstallOffer()
    offer()
    window.dispatchEvent(new Event('appinstalled'))
    expect(installOffer()).toBeUndefined()
  })

  it('on iOS Safari, where there is no prompt, offers the hint to add it by hand', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    )
    const { installOffer } = await freshModule()
    expect(installOffer()).toBe('ios-hint')
  })
})
