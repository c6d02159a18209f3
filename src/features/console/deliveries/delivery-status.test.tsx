import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeliveryMessage } from '../../../contracts/deliveries'
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

const refused: DeliveryMessage = {
  id: 7,
  kind: 'acknowledgement',
  status: 'failed',
  recipient: 'asha.typo@exmaple.com',
  reason: '550 5.1.1: Recipient address rejected',
  attempts: 1,
  created_at: '2026-11-27T04:30:00.000Z',
  finished_at: '2026-11-27T04:30:02.000Z',
  next_attempt_at: null,
}
const waiting: DeliveryMessage = {
  id: 8,
  kind: 'order receipt',
  status: 'waiting',
  recipient: 'buyer@example.com',
  reason: 'ECONNECTION',
  attempts: 3,
  created_at: '2026-11-27T05:00:00.000Z',
  finished_at: null,
  next_attempt_at: '2026-11-27T05:10:00.000Z',
}

/** Answers the counts, the list and Send now, each from its own queue. */
function answers(counts: unknown[], lists: unknown[], sendNow: unknown = { queued: 0 }) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/send-now')) return Response.json(sendNow)
    if (url.endsWith('/messages')) return Response.json(lists.shift() ?? { results: [], more: 0 })
    return Response.json(counts.shift() ?? {})
  })
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
      [
        { waiting: 3, failed: 2, oldest_waiting_at: '2026-11-27T04:30:00.000Z' },
        { waiting: 0, failed: 2, oldest_waiting_at: null },
      ],
      [],
      { queued: 3 },
    )
    const announce = show()
    expect(
      await screen.findByText(/Waiting to be sent: 3 \(the oldest since 27 Nov 2026.*\) · Failed: 2/),
    ).toBeVisible()
    // A failed message kept nothing to send again (issue 59 item 2): the screen says so.
    expect(screen.getByText(/A message that failed is not kept, so it cannot be sent again/)).toBeVisible()
    expect(screen.getByText(/An address the mail server refuses for good fails at once\./)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }))
    expect(announce).toHaveBeenCalledWith('3 waiting messages are being tried now.')
    const post = fetch.mock.calls.find(([url]) => url.endsWith('/send-now'))
    expect(post?.[1]?.method).toBe('POST')
    expect(await screen.findByText(/Waiting to be sent: 0 · Failed: 2/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled()
  })

  it('lists each waiting or failed message: its kind in words, to whom, why and when (issue 60 item 6)', async () => {
    answers(
      [{ waiting: 1, failed: 1, oldest_waiting_at: '2026-11-27T05:00:00.000Z' }],
      [{ results: [waiting, refused], more: 4 }],
    )
    show()
    const list = await screen.findByRole('list')
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent(/^Receipt Waiting/)
    expect(first).toHaveTextContent('Tobuyer@example.com')
    expect(first).toHaveTextContent('Last errorECONNECTION: the mail server could not be reached')
    expect(first).toHaveTextContent(/Waiting since 27 Nov 2026.*; next try 27 Nov 2026/)
    expect(second).toHaveTextContent(/^Application received Failed/)
    expect(second).toHaveTextContent('Toasha.typo@exmaple.com')
    expect(second).toHaveTextContent('Reason550 5.1.1: Recipient address rejected')
    expect(second).toHaveTextContent(/Failed 27 Nov 2026.* after 1 try/)
    expect(screen.getByText('and 4 older messages not shown.')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Waiting and failed messages' })).toBeVisible()
  })

  it('with nothing waiting, Send now is disabled and nothing is said of failures', async () => {
    answers([{ waiting: 0, failed: 0, oldest_waiting_at: null }], [{ results: [], more: 0 }])
    show()
    expect(await screen.findByText('Waiting to be sent: 0 · Failed: 0')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled()
    expect(screen.queryByText(/A message that failed is not kept/)).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
