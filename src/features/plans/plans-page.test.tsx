import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buyerDetailsMessages } from '../../contracts/buyer-details'
import type { Checkout, CheckoutOptions } from './checkout-script'
import type { Plan } from './plan-schema'
import { PlansPage } from './plans-page'

// jsdom runs no fetched scripts: the checkout the order names "loads" as the stand-in below.
const loadCheckout = vi.hoisted(() => vi.fn())
vi.mock('./checkout-script', () => ({ loadCheckout }))

const plans: Plan[] = [
  { id: 1, name: 'Starter', max_users: 5, max_tasks: 500, max_storage_gb: 10, price: 4999, billing: 'one-off' },
  { id: 2, name: 'Growth', max_users: 25, max_tasks: 5000, max_storage_gb: 100, price: 9999, billing: 'yearly' },
]

const opened: CheckoutOptions[] = []
class FakeCheckout implements Checkout {
  constructor(readonly options: CheckoutOptions) {}
  open() {
    opened.push(this.options)
  }
  on() {}
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

const fetchMock = vi.fn<typeof fetch>()
const alertMock = vi.fn()

beforeEach(() => {
  opened.length = 0
  fetchMock.mockReset()
  alertMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('alert', alertMock)
  loadCheckout.mockReset()
  loadCheckout.mockResolvedValue(FakeCheckout)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('PlansPage', () => {
  it('says it is loading, then shows a card per valid plan', async () => {
    fetchMock.mockResolvedValueOnce(json([...plans, { id: 3, name: 'Broken' }]))
    render(<PlansPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument()
    expect(screen.getByText('Loading plans...')).toHaveAttribute('role', 'status')

    const starter = await screen.findByRole('article', { name: 'Starter' })
    expect(within(starter).getByText('₹4,999')).toBeInTheDocument()
    // What the price buys, and that it includes GST (issue 60 item 8).
    expect(within(starter).getByText('One-off payment, GST included')).toBeInTheDocument()
    const growth = screen.getByRole('article', { name: 'Growth' })
    expect(within(growth).getByText('Per year, GST included')).toBeInTheDocument()
    expect(within(starter).getByText('Users').nextSibling).toHaveTextContent('5')
    expect(within(starter).getByText('Tasks').nextSibling).toHaveTextContent('500')
    expect(within(starter).getByText('Storage').nextSibling).toHaveTextContent('10 GB')
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByText('Loading plans...')).not.toBeInTheDocument()
  })

  it('logs a failed load and shows an empty list with a short message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }))
    render(<PlansPage />)
    expect(await screen.findByText(/Plans could not be loaded/)).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    expect(consoleError).toHaveBeenCalled()
  })

  it('shows the plans the server rendered the page with at once, without asking for them again', () => {
    render(<PlansPage initial={{ plans, savedAt: undefined }} />)
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByText('Loading plans...')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says so once hydrated when the page is the service worker’s last copy', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<PlansPage initial={{ plans, savedAt: new Date('2026-11-21T14:05:00Z') }} />)
    expect(await screen.findByText(/^You're offline — showing plans saved on .*2026/)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says when the plans come from the offline cache', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    fetchMock.mockResolvedValueOnce(json(plans, { headers: { 'x-sw-cache-date': '2026-11-21T14:05:00Z' } }))
    render(<PlansPage />)
    expect(await screen.findByText(/^You're offline — showing plans saved on .*2026/)).toBeInTheDocument()
  })

  it('online, says a saved list is shown because the latest could not be loaded', async () => {
    fetchMock.mockResolvedValueOnce(json(plans, { headers: { 'x-sw-cache-date': '2026-11-21T14:05:00Z' } }))
    render(<PlansPage />)
    expect(
      await screen.findByText(/^The latest plans could not be loaded — showing plans saved on .*2026/),
    ).toBeInTheDocument()
    expect(screen.queryByText(/offline/)).not.toBeInTheDocument()
  })

  it('disables Buy Now offline and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    fetchMock.mockResolvedValueOnce(json(plans))
    render(<PlansPage />)
    const reason = screen.getByText('Connect to the internet to buy a plan')
    const buttons = await screen.findAllByRole('button', { name: 'Buy Now' })
    for (const button of buttons) {
      expect(button).toBeDisabled()
      expect(button).toHaveAttribute('aria-describedby', reason.id)
    }
  })

  it('buys a plan: one checkout, every Buy disabled meanwhile, then Activated', async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(json(plans))
      .mockResolvedValueOnce(
        json({
          razorpay_key_id: 'rzp_test_1',
          amount: 999900,
          currency: 'INR',
          order_id: 'order_1',
          checkout_script_url: '/api/sandbox/checkout.js',
        }),
      )
      .mockResolvedValueOnce(json({ current_plan: plans[1] }))
    render(<PlansPage />)
    const growth = await screen.findByRole('article', { name: 'Growth' })
    await user.click(within(growth).getByRole('button', { name: 'Buy Now' }))

    await waitFor(() => expect(opened).toHaveLength(1))
    expect(loadCheckout).toHaveBeenCalledWith('/api/sandbox/checkout.js')
    for (const button of screen.getAllByRole('button', { name: 'Buy Now' })) expect(button).toBeDisabled()
    const options = opened[0]
    expect(options).toMatchObject({
      key: 'rzp_test_1',
      amount: 999900,
      currency: 'INR',
      order_id: 'order_1',
      description: 'Growth',
    })
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ plan_id: 2 }))

    options?.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' })
    expect(await within(growth).findByRole('button', { name: 'Activated' })).toBeDisabled()
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBe(
      JSON.stringify({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'sig',
        plan_id: 2,
      }),
    )
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Payment successful and plan activated!'))
    expect(
      within(screen.getByRole('article', { name: 'Starter' })).getByRole('button', { name: 'Buy Now' }),
    ).toBeEnabled()
    expect(screen.getByText('Your Growth plan is active.')).toBeInTheDocument()
  })

  it('a price raised to ₹50,000 before GST under the page: says so, charges nothing, shows the new price, then asks for the buyer (issue 61 item 3)', async () => {
    const user = userEvent.setup()
    const raised = [{ ...plans[0], price: 59000 }, plans[1]]
    // Answers by address: an earlier test's activated plan makes the page ask for its order too.
    const asked: string[] = []
    fetchMock.mockImplementation(async (input) => {
      const url = String(input)
      asked.push(url)
      if (url.endsWith('/api/plans/')) return json(asked.filter((item) => item === url).length === 1 ? plans : raised)
      if (url.endsWith('/api/create-plan-order/'))
        return json({ detail: buyerDetailsMessages.required }, { status: 400 })
      return new Response('not here', { status: 404 })
    })
    render(<PlansPage />)
    const starter = await screen.findByRole('article', { name: 'Starter' })
    await user.click(within(starter).getByRole('button', { name: 'Buy Now' }))
    expect(await screen.findByText(/^The price of the Starter plan has changed/)).toHaveAttribute('role', 'status')
    expect(await within(starter).findByText('₹59,000')).toBeInTheDocument()
    expect(opened).toHaveLength(0)
    expect(alertMock).not.toHaveBeenCalled()

    await user.click(within(starter).getByRole('button', { name: 'Buy Now' }))
    expect(await screen.findByRole('dialog', { name: 'Your details for the invoice' })).toBeVisible()
    expect(asked.filter((url) => url.endsWith('/api/plans/'))).toHaveLength(2)
    expect(asked.filter((url) => url.endsWith('/api/create-plan-order/'))).toHaveLength(1)
  })
})
