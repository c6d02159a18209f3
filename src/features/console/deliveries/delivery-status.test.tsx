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

  it('shows how many messages wait and failed, and puts the failed ones back with Try again', async () => {
    const fetch = answers(
      { waiting: 3, failed: 2, oldest_waiting_at: '2026-11-27T04:30:00.000Z' },
      { retried: 2 },
      { waiting: 5, failed: 0, oldest_waiting_at: '2026-11-27T04:30:00.000Z' },
    )
    const announce = show()
    expect(
      await screen.findByText(
        /Waiting to be sent: 3 \(the oldest since 27 Nov 2026.*\) · Failed after a day of tries: 2/,
      ),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(announce).toHaveBeenCalledWith('2 messages wait to be sent again.')
    expect(fetch.mock.calls[1]?.[0]).toMatch(/\/api\/console\/deliveries\/retry$/)
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST')
    expect(await screen.findByText(/Waiting to be sent: 5 .* Failed after a day of tries: 0/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled()
  })

  it('with nothing failed, Try again is disabled', async () => {
    answers({ waiting: 0, failed: 0, oldest_waiting_at: null })
    show()
    expect(await screen.findByText('Waiting to be sent: 0 · Failed after a day of tries: 0')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled()
  })
})
