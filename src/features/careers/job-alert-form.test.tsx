import { render, screen, waitFor } from '@testing-library/react'
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

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  localStorage.clear()
})

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
    // On its way, to the address as typed, so a typo shows (issue 60 item 6).
    expect(
      await screen.findByText(
        `${jobAlertMessages.checkInbox} We are writing to meera@example.com: if that address is wrong, correct it and ask again.`,
      ),
    ).toBeInTheDocument()
    expect(jobAlertMessages.checkInbox).toMatch(/^A confirmation e-mail is on its way/)
    expect(sent).toEqual([{ email: 'meera@example.com', q: 'ASP.NET', location: 'Pune' }])
  })
})

describe('JobAlertForm: the same alert asked for again within a day (issue 45)', () => {
  async function ask(email: string, search: { q?: string; location?: string }) {
    const view = render(<JobAlertForm id="alert" search={search} onClose={() => {}} />)
    await userEvent.type(screen.getByLabelText('Email'), email)
    await userEvent.click(screen.getByRole('button', { name: 'Send me a confirmation' }))
    await waitFor(() => expect(screen.getByRole('status')).not.toBeEmptyDOMElement())
    const text = screen.getByRole('status').textContent ?? ''
    view.unmount()
    return text
  }

  it('says this device already asked, and that no new e-mail is on its way, instead of “A confirmation e-mail is on its way”', async () => {
    const sent = fakeApi()
    expect(await ask('meera@example.com', { q: 'java', location: 'Pune' })).toContain(
      'A confirmation e-mail is on its way',
    )
    const again = await ask('Meera@Example.com', { q: 'java', location: 'Pune' })
    expect(again).toMatch(/You asked for this same alert from this device at .+, less than 24 hours ago/)
    expect(again).toContain('no new e-mail is on its way')
    expect(again).not.toContain('A confirmation e-mail is on its way')
    // Nothing more was asked of the server, which would have sent nothing.
    expect(sent).toHaveLength(1)
    // Another search is another alert.
    expect(await ask('meera@example.com', { q: 'python' })).toContain('A confirmation e-mail is on its way')
    expect(sent).toHaveLength(2)
  })

  it('keeps no address in plain text on the device, and forgets after 24 hours', async () => {
    const sent = fakeApi()
    await ask('ravi@example.com', {})
    expect(JSON.stringify({ ...localStorage })).not.toContain('ravi')
    vi.useFakeTimers({ now: Date.now() + 24 * 60 * 60 * 1000 + 1000, shouldAdvanceTime: true })
    expect(await ask('ravi@example.com', {})).toContain('A confirmation e-mail is on its way')
    expect(sent).toHaveLength(2)
  })
})
