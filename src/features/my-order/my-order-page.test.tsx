import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { myOrderMessages } from '../../contracts/my-order'
import { MyOrderPage } from './my-order-page'

const token = 'o'.repeat(43)

// The page reads its token from the address's fragment.
vi.mock('@tanstack/react-router', () => ({
  useLocation: ({ select }: { select: (location: { hash: string }) => unknown }) => select({ hash: `#${token}` }),
}))

afterEach(() => vi.unstubAllGlobals())

describe('MyOrderPage on a link that opens nothing (issue 59 item 5)', () => {
  it('offers “Lost your order link?”: the address goes in a POST body, and the answer says what happens next', async () => {
    const calls: Array<{ url: string; body: unknown }> = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url: String(url), body: JSON.parse(String(init.body)) })
        if (String(url).endsWith('/lost-link/'))
          return Response.json({ detail: myOrderMessages.lostLinkSent }, { status: 202 })
        return Response.json({ detail: myOrderMessages.notFound }, { status: 404 })
      }),
    )
    render(<MyOrderPage />)
    expect(await screen.findByRole('heading', { name: 'This link does not open an order' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Lost your order link?' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send me my order links' }))
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'buyer@example.in')
    await user.click(screen.getByRole('button', { name: 'Send me my order links' }))
    // On its way, to the address as typed, so a typo shows (issue 60 item 6).
    expect(
      await screen.findByText(
        `${myOrderMessages.lostLinkSent} We are writing to buyer@example.in: if that address is wrong, correct it and ask again.`,
      ),
    ).toBeInTheDocument()
    expect(calls.at(-1)).toEqual({
      url: expect.stringMatching(/\/api\/my-order\/lost-link\/$/),
      body: { email: 'buyer@example.in' },
    })
  })
})
