import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConsoleSessionContext } from '../console-session'
import { PeopleScreen } from './people-screen'

const recruiter = {
  email: 'recruiter@example.com',
  role: 'recruiter' as const,
  statusEmails: false,
  askForFreshCode: async () => false,
  sessionEnded: () => {},
  signedOut: () => {},
}

/** The server's answer for a recruiter (server/console/people: no orders for this role). */
const found = {
  covered: ['applications', 'referrals', 'messages', 'jobAlerts'],
  addresses: ['buyer@example.com', 'Buyer@Example.com'],
  applications: [],
  referrals: [],
  messages: [{ id: 4, subject: 'Invoice question', created_at: '2026-11-27T04:30:00.000Z' }],
  jobAlerts: [],
}

describe('PeopleScreen for a role that does not open every kind (issue 59 item 1)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says which kinds it covered and which not, shows no Orders, and Erase promises nothing about orders', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(found), { status: 200 })),
    )
    render(
      <ConsoleSessionContext.Provider value={recruiter}>
        <PeopleScreen />
      </ConsoleSessionContext.Provider>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'BUYER@EXAMPLE.COM')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(
      await screen.findByText(
        'Covers applications, referrals, messages and job alerts for your role; not orders, which your role does not open: ask an administrator.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('1 record: 0 applications, 0 referrals, 1 message, 0 job alerts')).toBeInTheDocument()
    // The address as stored, not as typed (issue 60 item 15).
    expect(screen.getByRole('heading', { name: 'Held for buyer@example.com' })).toBeInTheDocument()
    expect(screen.getByText('Also stored as Buyer@Example.com.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /^Orders/ })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Erase' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase everything held for buyer@example.com?' })
    expect(dialog).toHaveTextContent(
      'Applications (with their CV files and private links), referrals, messages and job alerts will be deleted. This cannot be undone.',
    )
    expect(dialog).not.toHaveTextContent('orders')
  })
})
