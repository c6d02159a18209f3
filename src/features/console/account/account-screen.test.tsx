import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffSession } from '../../../contracts/console'
import { type ConsoleSession, ConsoleSessionContext } from '../console-session'
import { AccountScreen } from './account-screen'

const here: StaffSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Firefox on macOS',
  started_at: '2026-11-27T08:00:00.000Z',
  last_seen_at: '2026-11-27T09:00:00.000Z',
  current: true,
  password_only: false,
}
const stranger: StaffSession = {
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Chrome on Android',
  started_at: '2026-11-27T08:30:00.000Z',
  last_seen_at: '2026-11-27T08:30:00.000Z',
  current: false,
  password_only: true,
}

const session: ConsoleSession = {
  email: 'hr@example.com',
  role: 'recruiter',
  statusEmails: false,
  askForFreshCode: vi.fn(async () => true),
  sessionEnded: vi.fn(),
  signedOut: vi.fn(),
}

const server = vi.fn(async (url: string, init?: RequestInit) => {
  const call = `${init?.method ?? 'GET'} ${url}`
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
  if (call === 'GET /api/console/sessions/') return json({ results: [here, stranger] })
  if (call === 'GET /api/console/passkeys/') return json({ results: [] })
  if (call === `DELETE /api/console/sessions/${stranger.id}`) return new Response(null, { status: 204 })
  return new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 })
})

function show() {
  render(
    <ConsoleSessionContext.Provider value={session}>
      <AccountScreen />
    </ConsoleSessionContext.Provider>,
  )
}

describe('AccountScreen', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', server)
    server.mockClear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('marks a session that passed the password only, and offers to end it', async () => {
    show()
    const list = await screen.findByRole('list', { name: /Signed-in browsers/ })
    const [mine, theirs] = within(list).getAllByRole('article')
    if (mine === undefined || theirs === undefined) throw new Error('two sessions expected')
    expect(within(mine).queryByText(/Password only/)).toBeNull()
    expect(within(mine).queryByRole('button', { name: 'End session' })).toBeNull()
    expect(within(theirs).getByText('Password only — second step not completed')).toBeTruthy()
    await userEvent.click(within(theirs).getByRole('button', { name: 'End session' }))
    expect(server).toHaveBeenCalledWith(
      `/api/console/sessions/${stranger.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    )
    expect(await screen.findByText('The session on Chrome on Android has ended.')).toBeTruthy()
    expect(within(list).getAllByRole('article')).toHaveLength(1)
  })

  it('outlines the screen: its title, then its sections, then each browser under its section', async () => {
    show()
    await screen.findByRole('list', { name: /Signed-in browsers/ })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Passkeys',
      'Signed-in browsers',
    ])
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Firefox on macOS This browser',
      'Chrome on Android',
    ])
  })
})
