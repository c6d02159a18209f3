import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConsoleApplication } from '../../../contracts/console'
import { type ConsoleSession, ConsoleSessionContext } from '../console-session'
import { ApplicationCard } from './application-card'

const session: ConsoleSession = {
  email: 'recruiter@example.com',
  role: 'recruiter',
  statusEmails: true,
  askForFreshCode: async () => true,
  sessionEnded: vi.fn(),
  signedOut: vi.fn(),
}

const application: ConsoleApplication = {
  id: 12,
  job_id: 1,
  job_name: 'Java Developer',
  full_name: 'Ravi Kumar',
  email: 'ravi.kumar@exmaple.com',
  phone: '+91 90000 11111',
  comments: '',
  stage: 'new',
  resume_name: 'cv.pdf',
  resume_size: 2048,
  created_at: '2026-11-27T04:30:00.000Z',
  talent_pool: false,
  deletes_at: null,
  source: null,
  email_undelivered: false,
}

function show(item: ConsoleApplication) {
  render(
    <ConsoleSessionContext.Provider value={session}>
      <ul>
        <ApplicationCard application={item} onChanged={vi.fn()} onDeleted={vi.fn()} announce={vi.fn()} />
      </ul>
    </ConsoleSessionContext.Provider>,
  )
}

describe('ApplicationCard', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says the e-mail could not be delivered when the mail server refused the address, so the recruiter phones (issue 60 item 6)', () => {
    show({ ...application, email_undelivered: true })
    expect(screen.getByText('E-mail could not be delivered')).toBeVisible()
    expect(screen.getByText(/phone the applicant to check it/)).toBeVisible()
    expect(screen.getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute('href', 'tel:+919000011111')
  })

  it('says nothing of delivery when the e-mails went (or are still on their way)', () => {
    show(application)
    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible()
    expect(screen.queryByText('E-mail could not be delivered')).toBeNull()
  })
})
