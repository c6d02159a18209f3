import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessMessages } from '../../../contracts/console-access'
import { SecondStepForm } from './second-step-form'

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )
}

async function enterCode(code: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Code'), code)
  await user.click(screen.getByRole('button', { name: 'Verify' }))
}

describe('SecondStepForm', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('a wrong code: the server’s message, the field cleared, still at the code step', async () => {
    vi.stubGlobal('fetch', answer(400, { detail: accessMessages.wrongCode }))
    const signedOut = vi.fn()
    render(<SecondStepForm step="code" onSignedIn={vi.fn()} onSignedOut={signedOut} />)
    await enterCode('123456')
    expect(await screen.findByRole('alert')).toHaveTextContent(accessMessages.wrongCode)
    expect(screen.getByLabelText('Code')).toHaveValue('')
    expect(signedOut).not.toHaveBeenCalled()
  })

  it('the code that ends the session: back to the password step with the server’s reason', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: accessMessages.tooManyWrongCodes, session_ended: true }))
    const signedOut = vi.fn()
    render(<SecondStepForm step="code" onSignedIn={vi.fn()} onSignedOut={signedOut} />)
    await enterCode('123456')
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledWith(accessMessages.tooManyWrongCodes))
  })

  it('a session that ended for another reason: back to the password step', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: 'Please sign in.' }))
    const signedOut = vi.fn()
    render(<SecondStepForm step="code" onSignedIn={vi.fn()} onSignedOut={signedOut} />)
    await enterCode('123456')
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledWith('Please sign in again.'))
  })

  it('set-up ends with the recovery codes: Copy, Download, and no going on before ‘I have saved these codes’', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `recovery-${index}`)
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = init?.method === 'POST' ? { recovery_codes: codes } : { setup_key: 'ABCD', qr_svg: '<svg/>' }
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
      }),
    )
    const signedIn = vi.fn()
    render(<SecondStepForm step="setup" onSignedIn={signedIn} onSignedOut={vi.fn()} />)
    await screen.findByText('ABCD')
    await enterCode('123456')
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled()
    const go = screen.getByRole('button', { name: 'Continue to the console' })
    expect(go).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }))
    await userEvent.click(go)
    expect(signedIn).toHaveBeenCalledWith(null)
  })
})
