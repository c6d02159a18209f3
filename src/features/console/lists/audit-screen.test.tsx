import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConsoleSessionContext } from '../console-session'
import { AuditScreen } from './list-screens'

const session = {
  email: 'admin@example.com',
  role: 'admin' as const,
  statusEmails: false,
  askForFreshCode: async () => false,
  sessionEnded: () => {},
  signedOut: () => {},
}

describe('AuditScreen', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows how many times a repeated failure happened, and since when', async () => {
    const entries = [
      {
        id: 2,
        staff_email: 'hr@example.com',
        action: 'sign-in.failed',
        subject: 'Sign-in',
        detail: 'wrong code, Chrome on Linux',
        at: '2026-11-27T04:50:00.000Z',
        times: 23,
        first_at: '2026-11-27T04:40:00.000Z',
      },
      {
        id: 1,
        staff_email: 'hr@example.com',
        action: 'job.created',
        subject: 'Job 1: Analyst',
        detail: '',
        at: '2026-11-27T04:30:00.000Z',
        times: 1,
        first_at: null,
      },
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ results: entries }), { status: 200 })),
    )
    render(
      <ConsoleSessionContext.Provider value={session}>
        <AuditScreen />
      </ConsoleSessionContext.Provider>,
    )
    const rows = await screen.findAllByRole('row')
    expect(
      within(rows[0] ?? document.body)
        .getAllByRole('columnheader')
        .at(-1),
    ).toHaveTextContent('Times')
    expect(rows[1]).toHaveTextContent('wrong code, Chrome on Linux')
    // Actions in plain words, never their codes (issue 60 item 16).
    expect(rows[1]).toHaveTextContent('Sign-in failed')
    expect(rows[2]).toHaveTextContent('Job published')
    expect(rows[1]).not.toHaveTextContent('sign-in.failed')
    expect(rows[1]).toHaveTextContent(/23, since .*27/)
    expect(
      within(rows[2] ?? document.body)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent(/^1$/)
  })
})
