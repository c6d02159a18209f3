import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicantControls, applicantMessages } from '../../contracts/applicant'
import { MyApplicationPage } from './my-application-page'

const token = 'b'.repeat(43)

// The page reads its token from the address's fragment and links with the router's Link.
vi.mock('@tanstack/react-router', () => ({
  useLocation: ({ select }: { select: (location: { hash: string }) => unknown }) => select({ hash: `#${token}` }),
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}))

/** The server: the application while it exists, 404 once deleted (or from the start when `gone`). */
function fakeApi(gone: boolean) {
  let exists = !gone
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!exists) return Response.json({ detail: applicantMessages.noLongerExists }, { status: 404 })
      if (String(url).endsWith('/delete/')) {
        exists = false
        return new Response(null, { status: 204 })
      }
      return Response.json({
        id: 3,
        job_title: 'Java Developer',
        sent_at: '2026-11-20T10:00:00Z',
        stage: 'new',
        resume_name: 'cv.pdf',
        interview: null,
      })
    }),
  )
}

afterEach(() => vi.unstubAllGlobals())

const promise = /see where your application stands/i

describe('MyApplicationPage once there is no application (issue 45)', () => {
  it('after “Delete my data”: says it was deleted, promises nothing more and links to the openings', async () => {
    fakeApi(false)
    render(<MyApplicationPage />)
    expect(await screen.findByRole('heading', { name: 'Java Developer' })).toBeInTheDocument()
    expect(screen.getByText(promise)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: applicantControls.deleteData }))
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: applicantControls.deleteData }),
    )
    expect(await screen.findByRole('heading', { name: applicantMessages.noLongerExists })).toHaveFocus()
    expect(screen.getByText(/has been deleted, with your CV/)).toBeInTheDocument()
    expect(screen.queryByText(promise)).toBeNull()
    expect(screen.getByRole('link', { name: 'See current openings' })).toHaveAttribute('href', '/job-openings')
  })

  it('on a link that no longer works: says so, offers a fresh link and the openings', async () => {
    fakeApi(true)
    render(<MyApplicationPage />)
    expect(await screen.findByRole('heading', { name: applicantMessages.noLongerExists })).toBeInTheDocument()
    expect(screen.getByText('This private link no longer opens an application.')).toBeInTheDocument()
    expect(screen.queryByText(promise)).toBeNull()
    expect(screen.getByRole('link', { name: 'See current openings' })).toHaveAttribute('href', '/job-openings')
    expect(screen.getByRole('heading', { name: 'Lost your link?' })).toBeInTheDocument()
  })
})
