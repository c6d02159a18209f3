import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jobAlertSearchMessages } from '../../contracts/job-alert-search'
import { pushAlertMessages } from '../../contracts/push-alert'
import { DevicePushAlerts } from './device-push-alerts'

const publicKey = `B${'A'.repeat(86)}`
const endpoint = 'https://push.example/device-1'

/** A browser with Web Push: a worker registration whose push manager remembers one subscription. */
function fakePush(
  permission: NotificationPermission = 'granted',
  subscribed: () => Response = () => Response.json({ detail: pushAlertMessages.on }, { status: 201 }),
) {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    current = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: unsubscribe,
    }
    return { ...current, options }
  })
  const unsubscribe = vi.fn(async () => {
    current = null
    return true
  })
  const registration = { pushManager: { subscribe, getSubscription: async () => current } }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  })
  const requestPermission = vi.fn(async () => permission)
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', { requestPermission })
  const fetched: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) })
      if (url.endsWith('/api/push-alerts/key')) return Response.json({ publicKey })
      if (url.endsWith('/api/push-alerts/')) return subscribed()
      return Response.json({ detail: pushAlertMessages.off })
    }),
  )
  return { subscribe, unsubscribe, requestPermission, fetched }
}

beforeEach(() => vi.unstubAllGlobals())
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('DevicePushAlerts', () => {
  it('is not offered without Web Push', () => {
    const { container } = render(<DevicePushAlerts search={{ q: 'java' }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('asks for permission only on the click, subscribes with the VAPID key and sends the search', async () => {
    const push = fakePush()
    render(<DevicePushAlerts search={{ q: 'java', location: 'Pune' }} />)
    const button = await screen.findByRole('button', { name: 'Notify me on this device' })
    expect(push.requestPermission).not.toHaveBeenCalled()
    await userEvent.click(button)
    expect(push.requestPermission).toHaveBeenCalledOnce()
    const key = push.subscribe.mock.calls[0]?.[0].applicationServerKey
    expect(key).toHaveLength(65)
    expect(key?.[0]).toBe(0x04)
    expect(push.fetched.at(-1)).toEqual({
      url: expect.stringMatching(/\/api\/push-alerts\/$/),
      body: {
        subscription: { endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } },
        q: 'java',
        location: 'Pune',
      },
    })
    expect(await screen.findByRole('status')).toHaveTextContent(pushAlertMessages.on)

    // Subscribed: the same button stops, in the browser and on the server.
    await userEvent.click(screen.getByRole('button', { name: 'Stop notifications on this device' }))
    expect(push.unsubscribe).toHaveBeenCalledOnce()
    expect(push.fetched.at(-1)).toEqual({
      url: expect.stringMatching(/\/api\/push-alerts\/unsubscribe$/),
      body: { endpoint },
    })
    expect(await screen.findByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument()
  })

  it('subscribes nothing when permission is refused, and says how to allow it', async () => {
    const push = fakePush('denied')
    render(<DevicePushAlerts search={{}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me on this device' }))
    expect(push.subscribe).not.toHaveBeenCalled()
    expect(push.fetched).toEqual([])
    expect(screen.getByRole('status')).toHaveTextContent(pushAlertMessages.denied)
  })

  it.each([
    ['a push service the server does not send to', 400, pushAlertMessages.unsupportedService],
    ['a day with too many new devices', 429, pushAlertMessages.tooManyToday],
  ])('says what the server said on %s, and keeps no subscription', async (_case, status, detail) => {
    const push = fakePush('granted', () => Response.json({ detail }, { status }))
    render(<DevicePushAlerts search={{ q: 'java' }} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me on this device' }))
    expect(await screen.findByRole('status')).toHaveTextContent(detail)
    expect(push.unsubscribe).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument()
  })

  it('asks nothing for a search the alerts may not keep, and says why', async () => {
    const push = fakePush()
    render(<DevicePushAlerts search={{ q: 'java\nhttps://evil.example' }} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me on this device' }))
    expect(push.requestPermission).not.toHaveBeenCalled()
    expect(push.fetched).toEqual([])
    expect(screen.getByRole('status')).toHaveTextContent(jobAlertSearchMessages.q.notOneLine)
  })
})
