import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jobAlertMessages } from '../../contracts/job-alert'
import { JobAlertsPage } from './job-alerts-page'

const token = 'c'.repeat(43)
const address = vi.hoisted(() => ({ hash: '' }))

// The page reads the e-mail's link from the address's fragment and links with the router's Link.
vi.mock('@tanstack/react-router', () => ({
  useLocation: ({ select }: { select: (location: { hash: string }) => unknown }) => select({ hash: address.hash }),
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}))

/** The server: answers by path; what was asked, in order. */
function fakeApi(answers: Record<string, () => Response>) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).replace(/^.*\/api\/job-alerts\//, '')
      asked.push(path)
      return answers[path]?.() ?? new Response(null, { status: 500 })
    }),
  )
  return asked
}

const notValid = () => Response.json({ detail: jobAlertMessages.linkNotValid }, { status: 404 })

afterEach(() => vi.unstubAllGlobals())

describe('JobAlertsPage: unsubscribing (issue 45)', () => {
  it('names the search the link stops before asking, and again once stopped', async () => {
    address.hash = `#unsubscribe=${token}`
    const asked = fakeApi({
      'unsubscribe/search/': () => Response.json({ q: 'java', location: 'Pune' }),
      unsubscribe: () => Response.json({ detail: jobAlertMessages.unsubscribed }),
    })
    render(<JobAlertsPage />)
    expect(await screen.findByRole('heading', { name: 'Stop these e-mails?' })).toBeInTheDocument()
    expect(screen.getByText(/This alert e-mails you jobs matching “java” in Pune\./)).toBeInTheDocument()
    // Opening the page stops nothing: only the button does.
    expect(asked).toEqual(['unsubscribe/search/'])
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeInTheDocument()
    expect(screen.getByText(/This alert was for jobs matching “java” in Pune/)).toBeInTheDocument()
    expect(asked).toEqual(['unsubscribe/search/', 'unsubscribe'])
  })

  it('says at once that an alert already stopped is stopped, with no button to press', async () => {
    address.hash = `#unsubscribe=${token}`
    const asked = fakeApi({ 'unsubscribe/search/': notValid, unsubscribe: notValid })
    render(<JobAlertsPage />)
    expect(await screen.findByRole('heading', { name: 'These e-mails are already stopped' })).toBeInTheDocument()
    expect(screen.getByText(jobAlertMessages.alreadyStopped)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Stop these e-mails?' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
    expect(screen.getByRole('link', { name: 'See current openings' })).toHaveAttribute('href', '/job-openings')
    expect(asked).toEqual(['unsubscribe/search/'])
  })
})

describe('JobAlertsPage without a link (issue 45)', () => {
  it('opened bare, offers the way to subscribe instead of a dead end', () => {
    address.hash = ''
    const asked = fakeApi({})
    render(<JobAlertsPage />)
    expect(screen.getByRole('heading', { name: 'Get new openings by e-mail' })).toBeInTheDocument()
    expect(screen.queryByText(/This link is not complete/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Set up a job alert' })).toHaveAttribute('href', '/job-openings')
    expect(asked).toEqual([])
  })

  it('with a link cut short, says so and still offers the way to subscribe', () => {
    address.hash = '#unsubscribe=abc'
    fakeApi({})
    render(<JobAlertsPage />)
    expect(screen.getByRole('heading', { name: 'This link is not complete' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Set up a job alert' })).toHaveAttribute('href', '/job-openings')
  })
})
