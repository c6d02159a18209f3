import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { homeIndustries } from '../../content/home-industries'
import { IndustrySelector } from './industry-selector'

// The router's Link needs a router; a plain anchor is enough to check where the panel points.
vi.mock('../../components/sections/page-link', () => ({
  PageLink: ({ link }: { link: { label: string; to: string } }) => <a href={link.to}>{link.label}</a>,
}))

const names = [
  'Banking',
  'Finance',
  'Healthcare',
  'Pharmaceuticals',
  'Manufacturing',
  'Retail',
  'IT Sector',
  'Telecommunications',
  'Government Sector',
  'Public Sector',
]

describe('IndustrySelector', () => {
  it('lists the ten industries in order with the first selected', () => {
    render(<IndustrySelector industries={homeIndustries} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(names)
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(1)
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveTextContent(homeIndustries[0]?.summary ?? 'missing')
    expect(screen.getByRole('link', { name: 'Explore Banking' })).toHaveAttribute('href', '/banking')
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/home/industry-banking.svg')
  })

  it('moves with the arrow keys and shows the chosen industry', async () => {
    const user = userEvent.setup()
    render(<IndustrySelector industries={homeIndustries} />)
    await user.click(screen.getByRole('tab', { name: 'Banking' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Banking' })).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Public Sector' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { level: 3, name: 'Public Sector' })).toBeInTheDocument()
  })

  it('shows an industry when its name is clicked', async () => {
    const user = userEvent.setup()
    render(<IndustrySelector industries={homeIndustries} />)
    await user.click(screen.getByRole('tab', { name: 'Telecommunications' }))
    expect(screen.getByRole('tab', { name: 'Telecommunications' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('link', { name: 'Explore Telecommunications' })).toHaveAttribute(
      'href',
      '/telecommunication',
    )
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/home/industry-telecommunications.svg')
  })
})
