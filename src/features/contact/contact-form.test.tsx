import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { periodInWords, siteRetention } from '../../site/retention'
import { ContactForm } from './contact-form'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ana Silva')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Subject'), 'Hiring 3 engineers')
  await user.type(screen.getByLabelText('Message'), 'Can we talk on Monday?')
}

describe('ContactForm', () => {
  it('explains each missing field under it, focuses the first one, and sends nothing', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const email = screen.getByLabelText('Email')
    expect(email).toHaveFocus()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter your email address.')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says beside the submit button what is kept, why and for how long, with a link to /privacy', () => {
    render(<ContactForm />)
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAccessibleDescription(
      `We keep your name, e-mail and message only to answer you, for ${periodInWords(siteRetention.messageDays)}, then delete them. Privacy policy`,
    )
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toContain('/privacy')
  })

  it('sends the message to the API once, says it was sent, and clears the form', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 7 }), { status: 201 }))
    const user = userEvent.setup()
    render(<ContactForm />)
    await fillIn(user)
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    await user.dblClick(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText(/your message has been sent/)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/api\/contact-messages\/$/)
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Silva',
      email: 'ana@example.com',
      subject: 'Hiring 3 engineers',
      message: 'Can we talk on Monday?',
    })
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it('keeps what was typed when sending fails, and shows the server’s field messages', async () => {
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }))
    const user = userEvent.setup()
    render(<ContactForm />)
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('Can we talk on Monday?')

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: { subject: 'Subject refused' } }), { status: 400 }),
    )
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject refused'))
    expect(screen.getByLabelText('Subject')).toHaveFocus()
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Silva')
  })

  it('offline, sends nothing, says so and keeps the message', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const user = userEvent.setup()
    render(<ContactForm />)
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText(/You are offline, so your message was not sent/)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Subject')).toHaveValue('Hiring 3 engineers')
  })

  it('always offers an e-mail link to the company with the message filled in', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await fillIn(user)
    const link = screen.getByRole('link', { name: /Write to info@arcnovaconsulting\.com/ })
    const href = link.getAttribute('href') ?? ''
    expect(href).toMatch(/^mailto:info@arcnovaconsulting\.com\?subject=Hiring%203%20engineers&body=/)
    expect(decodeURIComponent(href)).toContain('Name: Ana Silva')
    expect(decodeURIComponent(href)).toContain('Can we talk on Monday?')
  })

  it('prefills the subject it is given', async () => {
    render(<ContactForm initialSubject="Download Latest Reports" />)
    expect(await screen.findByDisplayValue('Download Latest Reports')).toBe(screen.getByLabelText('Subject'))
  })
})
