import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Passkey } from '../../../contracts/console-access'
import { type ConsoleSession, ConsoleSessionContext } from '../console-session'
import { StaffPasskeys } from './staff-passkeys'

const phone: Passkey = {
  id: 'cred/phone+1',
  browser: 'Chrome on Android',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-26T10:30:00.000Z',
}
const old: Passkey = { id: 'cred-old', browser: '', created_at: '2026-10-01T09:00:00.000Z', last_used_at: null }
const member = { id: 7, email: 'hr@example.com', passkeys: [phone, old] }

function session(askForFreshCode: () => Promise<boolean>): ConsoleSession {
  return {
    email: 'admin@example.com',
    role: 'admin',
    statusEmails: true,
    askForFreshCode,
    sessionEnded: vi.fn(),
    signedOut: vi.fn(),
  }
}

/** Answers each fetch in turn with the next status and body. */
function answers(...replies: Array<[number, unknown]>) {
  const queue = [...replies]
  return vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = queue.shift() ?? [500, {}]
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
}

function show(askForFreshCode = vi.fn(async () => true)) {
  const announce = vi.fn()
  const onRemoved = vi.fn()
  render(
    <ConsoleSessionContext.Provider value={session(askForFreshCode)}>
      <StaffPasskeys member={member} announce={announce} onRemoved={onRemoved} />
    </ConsoleSessionContext.Provider>,
  )
  return { announce, onRemoved, askForFreshCode }
}

describe('StaffPasskeys', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists each passkey with its browser and dates, and a Remove button named after it', () => {
    show()
    const list = screen.getByRole('list', { name: 'Passkeys of hr@example.com' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(/^Chrome on Android: added .*2026.*, last used .*2026/)
    expect(items[1]).toHaveTextContent(/^Browser not recorded: added .*2026.*, not used yet/)
    expect(screen.getByRole('button', { name: /^Remove the passkey Chrome on Android, added/ })).toBeEnabled()
    expect(screen.getByRole('button', { name: /^Remove the passkey Browser not recorded, added/ })).toBeEnabled()
  })

  it('asks first; a stale code brings the fresh-code question, then the passkey is removed and focus stays here', async () => {
    const fetch = answers([403, { detail: 'Confirm with a code', reauth: true }], [204, null])
    vi.stubGlobal('fetch', fetch)
    const { announce, onRemoved, askForFreshCode } = show()
    const user = userEvent.setup()
    const trigger = screen.getByRole('button', { name: /^Remove the passkey Chrome on Android/ })
    await user.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this passkey of hr@example.com?' })
    // The alert dialog starts on 'Cancel'; Escape closes it and gives focus back to 'Remove'.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(trigger).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()

    await user.click(trigger)
    await user.click(await screen.findByRole('button', { name: 'Remove passkey' }))
    await vi.waitFor(() => expect(onRemoved).toHaveBeenCalledWith([old]))
    expect(askForFreshCode).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'DELETE /api/console/staff/7/passkeys/cred%2Fphone%2B1',
      'DELETE /api/console/staff/7/passkeys/cred%2Fphone%2B1',
    ])
    expect(announce).toHaveBeenCalledWith(
      'The passkey (Chrome on Android) of hr@example.com was removed. It can no longer sign in.',
    )
    expect(screen.getByRole('heading', { name: 'Passkeys of hr@example.com' })).toHaveFocus()
  })

  it('a cancelled code leaves the passkey and says why', async () => {
    vi.stubGlobal('fetch', answers([403, { detail: 'Confirm with a code', reauth: true }]))
    const { announce, onRemoved } = show(vi.fn(async () => false))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Remove the passkey Chrome on Android/ }))
    await user.click(await screen.findByRole('button', { name: 'Remove passkey' }))
    await vi.waitFor(() =>
      expect(announce).toHaveBeenCalledWith(expect.stringMatching(/^The passkey was not removed/), true),
    )
    expect(onRemoved).not.toHaveBeenCalled()
  })
})
