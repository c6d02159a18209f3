import '@testing-library/jest-dom/vitest'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReferralPage } from './referral-page'

describe('ReferralPage', () => {
  it('presents the programme, eligibility, the form and the three-step journey', () => {
    render(<ReferralPage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const highlights = screen.getByRole('region', { name: 'Programme Highlights' })
    for (const figure of ['₹5,000', '₹24,491', '4.4 LPA', '11,000+']) {
      expect(within(highlights).getByText(figure)).toBeInTheDocument()
    }
    expect(
      within(highlights).getByText(/4 months of classroom training, 3 months of internship, 5 months on the job/),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Eligibility' })).getAllByRole('listitem')).toHaveLength(4)
    expect(
      within(screen.getByRole('region', { name: 'Refer a Friend' })).getByRole('button', { name: 'Submit Referral' }),
    ).toBeInTheDocument()
    const journey = screen.getByRole('region', { name: 'Program Journey' })
    expect(within(journey).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument()
  })
})
