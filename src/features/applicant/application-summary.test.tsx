import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicantControls, type MyApplication } from '../../contracts/applicant'
import { ApplicationSummary } from './application-summary'

const token = 'a'.repeat(43)
const application: MyApplication = {
  id: 7,
  job_title: 'Java Developer',
  sent_at: '2026-11-20T10:00:00Z',
  stage: 'new',
  resume_name: 'meera-cv.pdf',
  interview: null,
}

/** The server: what was asked, and a withdrawn application as the answer to withdraw/. */
function fakeApi() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url).replace(/^.*\/api\/my-application\//, ''))
      return Response.json({ ...application, stage: 'withdrawn' })
    }),
  )
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('ApplicationSummary: withdrawing asks first (issue 45)', () => {
  it('opens a dialog that says it cannot be undone; “Keep my application” sends nothing and gives focus back', async () => {
    const asked = fakeApi()
    render(<ApplicationSummary token={token} application={application} onChange={() => {}} onGone={() => {}} />)
    const withdraw = screen.getByRole('button', { name: applicantControls.withdraw })
    await userEvent.click(withdraw)
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw your application?' })
    expect(dialog).toHaveTextContent('This cannot be undone')
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument()
    const keep = screen.getByRole('button', { name: 'Keep my application' })
    // Radix starts on the safe answer.
    expect(keep).toHaveFocus()
    await userEvent.click(keep)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(withdraw).toHaveFocus()
    expect(asked).toEqual([])
  })

  it('withdraws only after “Withdraw”, then says so', async () => {
    const asked = fakeApi()
    const onChange = vi.fn()
    render(<ApplicationSummary token={token} application={application} onChange={onChange} onGone={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: applicantControls.withdraw }))
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...application, stage: 'withdrawn' }))
    expect(asked).toEqual(['withdraw/'])
    expect(screen.getByRole('status')).toHaveTextContent('Your application has been withdrawn.')
  })

  it('does not look like “Download my data”: it looks like the other consequential action, “Delete my data”', () => {
    fakeApi()
    render(<ApplicationSummary token={token} application={application} onChange={() => {}} onGone={() => {}} />)
    const look = (name: string) => screen.getByRole('button', { name }).className
    expect(look(applicantControls.withdraw)).not.toBe(look(applicantControls.downloadData))
    expect(look(applicantControls.withdraw)).toBe(look(applicantControls.deleteData))
  })
})
