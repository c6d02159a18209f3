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
  password: true,
  provider_account: false,
  passkeys: [],
  live_sessions: 1,
  you: false,
  ...change,
})
const staff = [
  member('admin@example.com', { id: 1, role: 'admin', you: true }),
  member('hr@example.com', { id: 2 }),
  member('new@example.com', { id: 3, two_step: false, live_sessions: 0 }),
  // Made by the company's provider at a first sign-in: no password, no authenticator app here (issue 64).
  member('sso@example.com', { id: 4, two_step: false, password: false, provider_account: true }),
  member('both@example.com', { id: 5, provider_account: true }),
]
let provider: string | null = null

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
          : url === '/api/console/oidc/options'
            ? new Response(JSON.stringify({ provider }), { headers: { 'Content-Type': 'application/json' } })
            : new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 }),
      ),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    provider = null
  })

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

  it('says a member made by the provider signs in there, not that their two-step sign-in is missing', async () => {
    provider = 'Arcnova ID'
    show()
    const card = async (email: string) =>
      (await screen.findByRole('heading', { name: email })).closest('article') ?? document.body
    const sso = await card('sso@example.com')
    expect(
      await within(sso).findByText('Signs in through Arcnova ID, which checks who they are · Signed-in browsers: 1'),
    ).toBeTruthy()
    expect(within(sso).queryByText(/not set up yet/)).toBeNull()
    expect(within(sso).queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull()
    expect(
      within(await card('both@example.com')).getByText(
        'Signs in with a password or through Arcnova ID · Two-step sign-in: on · Passkeys: 0 · Signed-in browsers: 1',
      ),
    ).toBeTruthy()
    expect(await screen.findByText(/^Recruiters see/)).toHaveTextContent(
      'or through Arcnova ID: a first sign-in there makes the member, with the role the provider gives them.',
    )
  })
})
