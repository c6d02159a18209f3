import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
