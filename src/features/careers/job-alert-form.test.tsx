import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jobAlertMessages } from '../../contracts/job-alert'
import { jobAlertSearchMessages } from '../../contracts/job-alert-search'
import { JobAlertForm } from './job-alert-form'

/** The server's answer to the alert request, and what was sent to it. */
function fakeApi() {
  const sent: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return Response.json({ detail: jobAlertMessages.checkInbox }, { status: 202 })
    }),
  )
  return sent
}

afterEach(() => vi.unstubAllGlobals())

describe('JobAlertForm: the search an alert may keep', () => {
  it('shows the rule’s message for a search with an address and sends nothing', async () => {
    const sent = fakeApi()
    // The list's own search box, where the panel sends the visitor to change the search.
    const box = document.body.appendChild(Object.assign(document.createElement('input'), { id: 'careers-q' }))
    render(<JobAlertForm id="alert" search={{ q: 'java https://arcnova-login.example' }} onClose={() => {}} />)
    const message = screen.getByText(jobAlertSearchMessages.q.address)
    const submit = screen.getByRole('button', { name: 'Send me a confirmation' })
    expect(submit).toHaveAccessibleDescription(jobAlertSearchMessages.q.address)
    await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com')
    await userEvent.click(submit)
    expect(sent).toEqual([])
    expect(message).toBeInTheDocument()
    expect(box).toHaveFocus()
    box.remove()
  })

  it('names the location too, over 60 characters', () => {
    fakeApi()
    render(<JobAlertForm id="alert" search={{ q: 'java', location: 'x'.repeat(61) }} onClose={() => {}} />)
    expect(screen.getByText(jobAlertSearchMessages.location.tooLong)).toBeInTheDocument()
    expect(screen.queryByText(jobAlertSearchMessages.q.tooLong)).toBeNull()
  })

  it('sends a search that keeps the rule, with no message', async () => {
    const sent = fakeApi()
    render(<JobAlertForm id="alert" search={{ q: 'ASP.NET', location: 'Pune' }} onClose={() => {}} />)
    for (const message of Object.values(jobAlertSearchMessages).flatMap(Object.values)) {
      expect(screen.queryByText(message)).toBeNull()
    }
    await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a confirmation' }))
    expect(await screen.findByText(jobAlertMessages.checkInbox)).toBeInTheDocument()
    expect(sent).toEqual([{ email: 'meera@example.com', q: 'ASP.NET', location: 'Pune' }])
  })
})
