import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ConsoleSession, ConsoleSessionContext } from '../console-session'
import { DeliveryStatus } from './delivery-status'

const session: ConsoleSession = {
  email: 'admin@example.com',
  role: 'admin',
  statusEmails: true,
  askForFreshCode: async () => true,
  sessionEnded: vi.fn(),
  signedOut: vi.fn(),
}

/** Answers each fetch in turn with the next body. */
function answers(...bodies: unknown[]) {
  const queue = [...bodies]
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(queue.shift() ?? {}))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function show() {
  const announce = vi.fn()
  render(
    <ConsoleSessionContext.Provider value={session}>
      <DeliveryStatus announce={announce} />
    </ConsoleSessionContext.Provider>,
  )
  return announce
}

describe('DeliveryStatus', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows how many messages wait and failed, and tries the waiting ones now with Send now', async () => {
    const fetch = answers(
      { waiting: 3, failed: 2, oldest_waiting_at: '2026-11-27T04:30:00.000Z' },
      { queued: 3 },
      { waiting: 0, failed: 2, oldest_waiting_at: null },
    )
    const announce = show()
    expect(
      await screen.findByText(
        /Waiting to be sent: 3 \(the oldest since 27 Nov 2026.*\) · Failed after a day of tries: 2/,
      ),
    ).toBeVisible()
    // A failed message kept nothing to send again (issue 59 item 2): the screen says so.
    expect(screen.getByText(/A message that failed is not kept, so it cannot be sent again/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }))
    expect(announce).toHaveBeenCalledWith('3 waiting messages are being tried now.')
    expect(fetch.mock.calls[1]?.[0]).toMatch(/\/api\/console\/deliveries\/send-now$/)
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST')
    expect(await screen.findByText(/Waiting to be sent: 0 · Failed after a day of tries: 2/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled()
  })

  it('with nothing waiting, Send now is disabled and nothing is said of failures', async () => {
    answers({ waiting: 0, failed: 0, oldest_waiting_at: null })
    show()
    expect(await screen.findByText('Waiting to be sent: 0 · Failed after a day of tries: 0')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled()
    expect(screen.queryByText(/A message that failed is not kept/)).toBeNull()
  })
})
