import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ConsoleSession, ConsoleSessionContext } from '../console-session'
import { PasskeysSection } from './passkeys-section'

const startRegistration = vi.fn(async (_options: unknown) => ({ id: 'new', rawId: 'new', type: 'public-key' }))
vi.mock('@simplewebauthn/browser', () => ({ startRegistration }))

const added = {
  id: 'new',
  browser: 'Chrome on Linux',
  created_at: '2026-11-27T09:00:00.000Z',
  last_used_at: null,
}

function session(askForFreshCode: () => Promise<boolean>): ConsoleSession {
  return {
    email: 'hr@example.com',
    role: 'recruiter',
    statusEmails: true,
    askForFreshCode,
    sessionEnded: vi.fn(),
    signedOut: vi.fn(),
  }
}

/** The server: the list, then 'Add a passkey' refused for a stale code once, then accepted. */
const server = vi.fn(async (url: string, init?: RequestInit) => {
  const call = `${init?.method ?? 'GET'} ${url}`
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const optionsCalls = server.mock.calls.filter(([path, sent]) => path.endsWith('/options') && sent?.method === 'POST')
  if (call === 'GET /api/console/passkeys/')
    return json(200, {
      results: server.mock.calls.some(([, sent]) => sent?.body?.toString().includes('response')) ? [added] : [],
    })
  if (call === 'POST /api/console/passkeys/options')
    return optionsCalls.length === 1
      ? json(403, { detail: 'Confirm with a code from your authenticator app to do this.', reauth: true })
      : json(200, { challenge: 'abc' })
  if (call === 'POST /api/console/passkeys') return new Response(null, { status: 201 })
  return json(404, { detail: 'Not found' })
})

describe('PasskeysSection', () => {
  beforeEach(() => {
    vi.stubGlobal('PublicKeyCredential', class {})
    vi.stubGlobal('fetch', server)
    server.mockClear()
    startRegistration.mockClear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks for a fresh code when the server wants one, then goes on to add the passkey', async () => {
    const askForFreshCode = vi.fn(async () => {
      // The device is not asked for a passkey before the code was given.
      expect(startRegistration).not.toHaveBeenCalled()
      return true
    })
    const announce = vi.fn()
    render(
      <ConsoleSessionContext.Provider value={session(askForFreshCode)}>
        <PasskeysSection announce={announce} />
      </ConsoleSessionContext.Provider>,
    )
    expect(await screen.findByText('No passkeys yet.')).toBeVisible()
    expect(
      screen.getByText(/asks for a code .* more than 15 minutes old, and you get an e-mail about it\./),
    ).toBeVisible()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a passkey' }))
    await vi.waitFor(() =>
      expect(announce).toHaveBeenCalledWith(
        'Passkey added. You can sign in with it instead of your password and code.',
      ),
    )
    expect(askForFreshCode).toHaveBeenCalledTimes(1)
    expect(startRegistration).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('list', { name: 'Passkeys' })).toHaveTextContent(/Passkey 1: Chrome on Linux, added/)
  })

  it('a cancelled code adds nothing and says so', async () => {
    const announce = vi.fn()
    render(
      <ConsoleSessionContext.Provider value={session(async () => false)}>
        <PasskeysSection announce={announce} />
      </ConsoleSessionContext.Provider>,
    )
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a passkey' }))
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith(expect.any(String), true))
    expect(startRegistration).not.toHaveBeenCalled()
  })
})
