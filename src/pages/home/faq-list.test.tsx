import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { faqItems } from '../../content/faq'
import { FaqList } from './faq-list'

function questions() {
  return screen.getAllByRole('button')
}

describe('FaqList', () => {
  it('shows fourteen questions as h3 headings, none open at start, answers kept findable', () => {
    const { container } = render(<FaqList items={faqItems} />)
    expect(questions()).toHaveLength(14)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(14)
    for (const button of questions()) {
      expect(button).toHaveAttribute('aria-expanded', 'false')
      expect(button.textContent?.endsWith('?')).toBe(true)
    }
    // Every answer is in the page, hidden until found.
    const first = faqItems[0]?.answer ?? 'missing'
    expect(container).toHaveTextContent(first)
    expect(container.querySelectorAll('[hidden="until-found"]')).toHaveLength(14)
  })

  it('opens one answer at a time and closes it on a second click', async () => {
    const user = userEvent.setup()
    render(<FaqList items={faqItems} />)
    const [first, second] = questions()
    if (!first || !second) throw new Error('questions missing')
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(faqItems[0]?.answer ?? 'missing')).toBeVisible()
    await user.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(questions().filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(1)
    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(questions().filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(0)
  })

  it('opens the item whose hidden answer the browser found', () => {
    const { container } = render(<FaqList items={faqItems} />)
    const answers = container.querySelectorAll('[hidden="until-found"]')
    act(() => void answers[3]?.dispatchEvent(new Event('beforematch')))
    expect(questions()[3]).toHaveAttribute('aria-expanded', 'true')
    expect(container.querySelectorAll('[hidden="until-found"]')).toHaveLength(13)
  })
})
