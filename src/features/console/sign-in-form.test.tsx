import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignInForm } from './sign-in-form'

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )
}

async function submit(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('SignInForm', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('passes the password step, then the second step the server names', async () => {
    const fetch = answer(200, { email: 'hr@example.com', step: 'code' })
    vi.stubGlobal('fetch', fetch)
    const accepted = vi.fn()
    render(<SignInForm onPasswordAccepted={accepted} onSignedIn={vi.fn()} />)
    await submit(' hr@example.com ', 'correct horse battery staple')
    expect(accepted).toHaveBeenCalledWith('code')
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
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
    expect(fetch).not.toHaveBeenCalled()
    await submit('hr@example.com', 'something long enough')
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.')
  })
})
