import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffMember } from '../../../contracts/console-access'
import { type ConsoleSession, ConsoleSessionContext } from '../console-session'
import { StaffScreen } from './staff-screen'

const member = (email: string, change: Partial<StaffMember>): StaffMember => ({
  id: email.length,
  email,
  role: 'recruiter',
  two_step: true,
  passkeys: [],
  live_sessions: 1,
  you: false,
  ...change,
})
const staff = [
  member('admin@example.com', { id: 1, role: 'admin', you: true }),
  member('hr@example.com', { id: 2 }),
  member('new@example.com', { id: 3, two_step: false, live_sessions: 0 }),
]

const session: ConsoleSession = {
  email: 'admin@example.com',
  role: 'admin',
  statusEmails: false,
  askForFreshCode: vi.fn(async () => true),
  sessionEnded: vi.fn(),
  signedOut: vi.fn(),
}

describe('StaffScreen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/console/staff/'
          ? new Response(JSON.stringify({ results: staff }), { headers: { 'Content-Type': 'application/json' } })
          : new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 }),
      ),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  function show() {
    render(
      <ConsoleSessionContext.Provider value={session}>
        <StaffScreen />
      </ConsoleSessionContext.Provider>,
    )
  }

  it('says what each role sees, from the roles table: recruiters see people too', () => {
    show()
    expect(screen.getByText(/^Recruiters see/)).toHaveTextContent(
      'Recruiters see applications, jobs, referrals, messages and people; finance sees plans and orders; administrators see everything.',
    )
  })

  it('offers ‘Reset two-step sign-in’ only for members who have set it up', async () => {
    show()
    const card = async (email: string) =>
      (await screen.findByRole('heading', { name: email })).closest('article') ?? document.body
    expect(within(await card('hr@example.com')).getByRole('button', { name: 'Reset two-step sign-in' })).toBeTruthy()
    expect(within(await card('new@example.com')).queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull()
    expect(within(await card('new@example.com')).getByText(/Two-step sign-in: not set up yet/)).toBeTruthy()
  })
})
