import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FreshCodeNeeded } from '../console-api'
import { type ConsoleSession, ConsoleSessionContext } from '../console-session'
import { ActWithCodeDialog } from './act-with-code-dialog'
import { stepUpUrl } from './provider-step-up'

const session: ConsoleSession = {
  email: 'olga@arcnova.example',
  role: 'admin',
  statusEmails: false,
  askForFreshCode: vi.fn(async () => true),
  sessionEnded: vi.fn(),
  signedOut: vi.fn(),
}

function renderDialog(act: () => Promise<void>) {
  render(
    <ConsoleSessionContext.Provider value={session}>
      <ActWithCodeDialog
        trigger={<button type="button">Erase</button>}
        title="Erase this person?"
        description="Everything held for them is deleted."
        actLabel="Erase"
        act={act}
        onDone={vi.fn()}
        onFailed={vi.fn()}
      />
    </ConsoleSessionContext.Provider>,
  )
}

// Issue 64 item 4: a member signed in through the company's provider is sent to sign in there again, not asked a code.
describe('ActWithCodeDialog and single sign-on', () => {
  it('asks a provider member to sign in again with the provider instead of a code', async () => {
    const user = userEvent.setup()
    renderDialog(async () => {
      throw new FreshCodeNeeded('Sign in again with Arcnova ID to do this: it confirms it is you.', 'Arcnova ID')
    })
    await user.click(screen.getByRole('button', { name: 'Erase' }))
    await user.click(dialog().getByRole('button', { name: 'Erase' }))
    const again = await dialog().findByRole('button', { name: 'Sign in again with Arcnova ID' })
    expect(again).toHaveFocus()
    expect(dialog().getByText('Sign in again with Arcnova ID to do this: it confirms it is you.')).toBeInTheDocument()
    expect(dialog().queryByLabelText('Code')).toBeNull()
    expect(dialog().queryByRole('button', { name: 'Erase' })).toBeNull()
  })

  it('asks a password member for a code, as before', async () => {
    const user = userEvent.setup()
    renderDialog(async () => {
      throw new FreshCodeNeeded('Confirm with a code from your authenticator app to do this.')
    })
    await user.click(screen.getByRole('button', { name: 'Erase' }))
    await user.click(dialog().getByRole('button', { name: 'Erase' }))
    expect(await dialog().findByLabelText('Code')).toBeInTheDocument()
    expect(dialog().queryByRole('button', { name: /Sign in again/ })).toBeNull()
  })

  it('comes back to the same screen after the provider: return_to is this path', () => {
    expect(stepUpUrl('/console/people')).toMatch(
      /\/api\/console\/oidc\/start\?step_up=1&return_to=%2Fconsole%2Fpeople$/,
    )
  })
})

const dialog = () => within(screen.getByRole('alertdialog'))
