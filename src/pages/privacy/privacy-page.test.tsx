import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RetentionFiguresProvider } from '../../components/forms/retention-figures'
import { backupSentence, retentionDefaults, retentionList, siteRetention } from '../../site/retention'
import { settings } from '../../site/settings'
import { PrivacyPage } from './privacy-page'

describe('PrivacyPage', () => {
  it('links every table-of-contents entry to a section that exists, including #terms', () => {
    const { container } = render(<PrivacyPage />)
    const contents = screen.getByRole('navigation', { name: 'Contents' })
    const links = within(contents).getAllByRole('link')
    expect(links.length).toBeGreaterThan(10)
    for (const link of links) {
      const target = link.getAttribute('href') ?? ''
      expect(target.startsWith('#'), target).toBe(true)
      expect(container.querySelector(target), target).not.toBeNull()
    }
    expect(within(contents).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms')
  })

  it('takes the governing law, privacy e-mail and office details from the site settings', () => {
    render(<PrivacyPage />)
    const law = screen.getByRole('region', { name: 'Governing law' })
    expect(law).toHaveTextContent(settings.governingLaw.jurisdiction)
    expect(law).toHaveTextContent('courts of Indore')
    const contact = screen.getByRole('region', { name: 'Contact our privacy team' })
    expect(within(contact).getByRole('link', { name: settings.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.privacyEmail}`,
    )
    expect(contact).toHaveTextContent('+91 731 400 2210')
    expect(contact).toHaveTextContent('Indore, Madhya Pradesh 452010')
  })

  it('states the 72-hour breach notice and the six-month liability cap', () => {
    render(<PrivacyPage />)
    expect(screen.getByRole('region', { name: 'Security and breach notification' })).toHaveTextContent(
      'within 72 hours',
    )
    expect(screen.getByRole('region', { name: 'Limitation of liability' })).toHaveTextContent('the last six months')
  })

  it('lists the retention periods the server’s sweep enforces, from the same settings', () => {
    render(<PrivacyPage />)
    const retention = screen.getByRole('region', { name: 'Data retention' })
    const items = within(retention)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual(retentionList(siteRetention))
    expect(siteRetention).toEqual(retentionDefaults)
    expect(retention).toHaveTextContent(
      'Job applications and their CVs: kept for 1 year after the job is closed, then deleted.',
    )
    expect(retention).toHaveTextContent('talent pool: kept for 2 years after the job is closed')
    expect(retention).toHaveTextContent('Contact messages and referrals: deleted 2 years after they reach us.')
    expect(retention).toHaveTextContent('buyer’s e-mail address and phone number are removed 2 years after the order')
    // Issue 43: notes and interview details are among what is kept, and go with the application.
    expect(retention).toHaveTextContent(
      'Our recruiters’ notes on an application, its stage history and its interview details (date, time, place, interviewers): kept with the application and deleted with it.',
    )
    expect(screen.getByRole('region', { name: 'Data we collect' })).toHaveTextContent('our recruiters’ notes')
  })

  it('states the running server’s figures from the page data, and its backups’ period when it makes backups', () => {
    const running = { ...retentionDefaults, applicationDays: 200, backupKeepDays: 30 }
    render(
      <RetentionFiguresProvider fromPage={running}>
        <PrivacyPage />
      </RetentionFiguresProvider>,
    )
    const retention = screen.getByRole('region', { name: 'Data retention' })
    const items = within(retention)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual(retentionList(running))
    expect(retention).toHaveTextContent('Job applications and their CVs: kept for 200 days after the job is closed')
    expect(items.at(-1)).toBe(backupSentence(30))
  })

  it('says nothing of backups when the server makes none', () => {
    render(<PrivacyPage />)
    expect(screen.getByRole('region', { name: 'Data retention' })).not.toHaveTextContent(/backup/i)
  })

  it('says the team’s e-mails carry no applicant data and go over TLS only', () => {
    render(<PrivacyPage />)
    const sharing = screen.getByRole('region', { name: 'Third-party sharing and international transfers' })
    expect(sharing).toHaveTextContent('never your name, contact details, comments or CV')
    expect(sharing).toHaveTextContent('encrypted (TLS)')
  })
})
