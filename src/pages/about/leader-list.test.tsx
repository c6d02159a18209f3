import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LeaderList } from './leader-list'

describe('LeaderList', () => {
  it('shows each leader with name, role and bio, and initials hidden from assistive technology', () => {
    render(
      <LeaderList leaders={[{ name: 'Priya Raghavan', role: 'Chief Technology Officer', bio: 'Leads delivery.' }]} />,
    )
    const item = screen.getByRole('listitem')
    expect(within(item).getByRole('heading', { level: 3, name: 'Priya Raghavan' })).toBeInTheDocument()
    expect(item).toHaveTextContent('Chief Technology Officer')
    expect(within(item).getByText('PR')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
