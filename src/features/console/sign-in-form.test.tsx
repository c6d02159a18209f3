import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignInForm } from './sign-in-form'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The server: `body` for the sign-in, and the sign-in options (a provider, or none). */
function answer(status: number, body: unknown, provider: string | null = null) {
  return vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/api/console/oidc/options') ? json(200, { provider }) : json(status, body),
  )
}
const signInCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/console/sign-in'))

async function submit(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('SignInForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it("offers 'Sign in with <provider>' only when the server names a provider (issue 64 item 1)", async () => {
    vi.stubGlobal('fetch', answer(200, {}, 'Arcnova ID'))
    const { unmount } = render(<SignInForm onPasswordAccepted={vi.fn()} onSignedIn={vi.fn()} />)
    expect(await screen.findByRole('button', { name: 'Sign in with Arcnova ID' })).toBeEnabled()
    expect(screen.getByText('or with your password')).toBeInTheDocument()
    unmount()
    const withoutProvider = answer(200, {})
    vi.stubGlobal('fetch', withoutProvider)
    render(<SignInForm onPasswordAccepted={vi.fn()} onSignedIn={vi.fn()} />)
    await vi.waitFor(() => expect(withoutProvider).toHaveBeenCalled())
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull()
  })

  it('says why the provider sent the browser back without a session (issue 64 item 2)', async () => {
    vi.stubGlobal('fetch', answer(200, {}, 'Arcnova ID'))
    window.history.replaceState(null, '', '/console?sso=no-access')
    const { unmount } = render(<SignInForm onPasswordAccepted={vi.fn()} onSignedIn={vi.fn()} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Your account has no access to the console')
    // Read once: the address no longer carries it, so a reload does not say it again.
    expect(window.location.pathname + window.location.search).toBe('/console')
    unmount()
    window.history.replaceState(null, '', '/console?sso=anything-else')
    render(<SignInForm onPasswordAccepted={vi.fn()} onSignedIn={vi.fn()} />)
    expect(screen.getByRole('alert')).toHaveTextContent('')
  })

  it('passes the password step, then the second step the server names', async () => {
    const fetch = answer(200, { email: 'hr@example.com', step: 'code' })
    vi.stubGlobal('fetch', fetch)
    const accepted = vi.fn()
    render(<SignInForm onPasswordAccepted={accepted} onSignedIn={vi.fn()} />)
    await submit(' hr@example.com ', 'correct horse battery staple')
    expect(accepted).toHaveBeenCalledWith('code')
    expect(JSON.parse(String(signInCalls(fetch)[0]?.[1]?.body))).toEqual({
      email: 'hr@example.com',
      password: 'correct horse battery staple',
    })
  })

  it('shows a refusal in the server’s words, keeps the e-mail and clears the password', async () => {
    vi.stubGlobal('fetch', answer(429, { detail: 'Too many sign-in attempts. Try again in a few minutes.' }))
    render(<SignInForm onPasswordAccepted={vi.fn()} onSignedIn={vi.fn()} />)
    await submit('hr@example.com', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in a few minutes.')
    expect(screen.getByLabelText('Email')).toHaveValue('hr@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })

  it('says when the server cannot be reached, and asks for both fields before sending', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetch)
    render(<SignInForm onPasswordAccepted={vi.fn()} onSignedIn={vi.fn()} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.')
    expect(signInCalls(fetch)).toEqual([])
    await submit('hr@example.com', 'something long enough')
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.')
  })
})
