import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './service-worker'

/** Stand-ins for the browser's service worker objects: only what a first visit's registration reads. */
class FakeWorker extends EventTarget {
  state = 'installing'
  become(state: string) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration {
  active: FakeWorker | null = null
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  update = vi.fn(() => Promise.resolve())
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null
  registration = new FakeRegistration()
  register = vi.fn(() => Promise.resolve(this.registration))
}

let workers: FakeContainer
const events = { onUpdateWaiting: vi.fn(), onFirstInstall: vi.fn() }

beforeEach(() => {
  vi.stubEnv('PROD', true)
  workers = new FakeContainer()
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers })
  events.onUpdateWaiting.mockReset()
  events.onFirstInstall.mockReset()
})

afterEach(() => {
  vi.unstubAllEnvs()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

// The controlled page's path (workbox-window, a new version waiting) runs in tests/e2e/pwa-update.spec.ts.
describe("a first visit's registration", () => {
  it('says once when the first worker has installed: the site works offline from now on', async () => {
    const worker = new FakeWorker()
    workers.registration.installing = worker
    await registerServiceWorker(events)
    expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    expect(events.onFirstInstall).not.toHaveBeenCalled()
    worker.become('installed')
    worker.become('activating')
    worker.become('activated')
    expect(events.onFirstInstall).toHaveBeenCalledTimes(1)
    expect(events.onUpdateWaiting).not.toHaveBeenCalled()
  })

  it('says so at once when the worker got there before the page asked', async () => {
    workers.registration.installing = Object.assign(new FakeWorker(), { state: 'activating' })
    await registerServiceWorker(events)
    expect(events.onFirstInstall).toHaveBeenCalledTimes(1)
  })

  it('says nothing when a worker was already there (the page was reloaded past it)', async () => {
    workers.registration.active = Object.assign(new FakeWorker(), { state: 'activated' })
    workers.registration.installing = new FakeWorker()
    await registerServiceWorker(events)
    workers.registration.installing.become('installed')
    expect(events.onFirstInstall).not.toHaveBeenCalled()
  })

  it('says nothing when the worker fails to install', async () => {
    const worker = new FakeWorker()
    workers.registration.installing = worker
    await registerServiceWorker(events)
    worker.become('redundant')
    expect(events.onFirstInstall).not.toHaveBeenCalled()
  })

  it('looks for a new version when the page comes back to the front', async () => {
    workers.registration.active = Object.assign(new FakeWorker(), { state: 'activated' })
    await registerServiceWorker(events)
    document.dispatchEvent(new Event('visibilitychange'))
    expect(workers.registration.update).toHaveBeenCalled()
  })
})
