import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { periodInWords, siteRetention } from '../../site/retention'
import { ReferralForm } from './referral-form'

const fetchMock = vi.fn<typeof fetch>()
const alertMock = vi.fn()

beforeEach(() => {
  fetchMock.mockReset()
  alertMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('alert', alertMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

async function fill(name: string, email: string) {
  const user = userEvent.setup()
  if (name) await user.type(screen.getByLabelText("Friend's name"), name)
  if (email) await user.type(screen.getByLabelText("Friend's email"), email)
  return user
}

describe('ReferralForm', () => {
  it.each([
    ['z@b', 'Error: Email is invalid'],
    ['asha\u0000@example.com', 'Error: Email is invalid'],
  ])("applies the server's e-mail rule to %j before sending and shows the server's message", async (email, message) => {
    render(<ReferralForm />)
    const user = await fill('Asha Rao', 'x')
    fireEvent.change(screen.getByLabelText("Friend's email"), { target: { value: email } })
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }))
    expect(alertMock).toHaveBeenCalledWith(message)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('labels both fields, the email as type email', () => {
    render(<ReferralForm />)
    expect(screen.getByLabelText("Friend's name")).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText("Friend's email")).toHaveAttribute('type', 'email')
  })

  it('says beside the submit button what is kept, why and for how long, with a link to /privacy', () => {
    render(<ReferralForm />)
    const submit = screen.getByRole('button', { name: 'Submit Referral' })
    expect(submit).toHaveAccessibleDescription(
      `We keep your friend’s name and e-mail only to invite them to the programme, for ${periodInWords(siteRetention.messageDays)}, then delete them. Privacy policy`,
    )
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toContain('/privacy')
  })

  it('alerts and sends nothing when a field is empty', async () => {
    render(<ReferralForm />)
    const user = await fill('Asha Rao', '')
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }))
    expect(alertMock).toHaveBeenCalledWith('Please enter both name and email.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts JSON, reads Processing... meanwhile, then clears and shows the success dialog', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    render(<ReferralForm />)
    const user = await fill('Asha Rao', 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }))

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/referrals/')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(init?.body).toBe(JSON.stringify({ name: 'Asha Rao', email: 'asha@example.com' }))

    await act(async () => answer(new Response('{"id":1}', { status: 201 })))
    const dialog = await screen.findByRole('dialog', { name: 'Success!' })
    expect(dialog).toHaveTextContent(
      "Your referral has been submitted successfully. We'll send an invitation to your friend shortly.",
    )
    expect(screen.getByLabelText("Friend's name")).toHaveValue('')
    expect(screen.getByLabelText("Friend's email")).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes the success dialog by itself after 3 seconds', async () => {
    await import('./success-dialog')
    vi.useFakeTimers()
    fetchMock.mockResolvedValueOnce(new Response('{"id":1}', { status: 201 }))
    render(<ReferralForm />)
    fireEvent.change(screen.getByLabelText("Friend's name"), { target: { value: 'Asha Rao' } })
    fireEvent.change(screen.getByLabelText("Friend's email"), { target: { value: 'asha@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Referral' }))
    await act(async () => {
      await vi.dynamicImportSettled()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("alerts 'Error: ' with the server's text and keeps the input", async () => {
    fetchMock.mockResolvedValueOnce(new Response('This friend has already been referred', { status: 409 }))
    render(<ReferralForm />)
    const user = await fill('Asha Rao', 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error: This friend has already been referred'))
    expect(screen.getByLabelText("Friend's name")).toHaveValue('Asha Rao')
    expect(screen.getByLabelText("Friend's email")).toHaveValue('asha@example.com')
  })

  it('alerts on a network failure and keeps the input', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    render(<ReferralForm />)
    const user = await fill('Asha Rao', 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to submit referral. Try again later.'))
    expect(screen.getByLabelText("Friend's email")).toHaveValue('asha@example.com')
    expect(screen.getByRole('button', { name: 'Submit Referral' })).toBeEnabled()
  })

  it('sends nothing offline, says so, and keeps the input', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<ReferralForm />)
    const user = await fill('Asha Rao', 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }))
    expect(screen.getByRole('status')).toHaveTextContent(/offline, so your referral was not sent/)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByLabelText("Friend's name")).toHaveValue('Asha Rao')
  })
})
