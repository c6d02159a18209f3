import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buyerDetailsMessages as m } from '../../contracts/buyer-details'
import { buyerDetailsFor, forgetBuyerDetails, saveBuyerDetails } from './buyer-details-store'
import { forgetGstDetails, saveGstDetails } from './gst-details-store'
import { PlanCard } from './plan-card'
import type { Plan } from './plan-schema'
import { createPlanOrder } from './plans-api'

// Issue 61 item 3: from ₹50,000 before GST (₹59,000 with 18 %), Buy Now asks an unregistered buyer for
// name, address and state before paying; below it, and with GST details saved, it asks nothing.

const plan = (price: number): Plan => ({
  id: 3,
  name: 'Enterprise',
  max_users: 250,
  max_tasks: 100_000,
  max_storage_gb: 1000,
  price,
  billing: 'one-off',
})

function renderCard(price: number) {
  const onBuy = vi.fn()
  render(<PlanCard plan={plan(price)} activated={false} buyDisabled={false} busy={false} onBuy={onBuy} />)
  return { onBuy, buyNow: screen.getByRole('button', { name: 'Buy Now' }) }
}

afterEach(() => {
  forgetBuyerDetails()
  forgetGstDetails()
  vi.unstubAllGlobals()
})

describe('the buyer’s details for the invoice', { timeout: 20_000 }, () => {
  it('are asked before paying: errors under the fields, what was typed kept, then the payment', async () => {
    const user = userEvent.setup()
    const { onBuy, buyNow } = renderCard(59_000)
    await user.click(buyNow)
    const dialog = screen.getByRole('dialog', { name: 'Your details for the invoice' })
    expect(onBuy).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText('Address'), 'Flat 4, MG Road\nKochi 682016')
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    const name = within(dialog).getByLabelText('Name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(m.nameRequired)
    expect(within(dialog).getByLabelText('State or union territory')).toHaveAccessibleDescription(m.stateRequired)
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Flat 4, MG Road\nKochi 682016')
    expect(onBuy).not.toHaveBeenCalled()

    await user.type(name, 'राम कुमार शर्मा')
    await user.selectOptions(within(dialog).getByLabelText('State or union territory'), 'Kerala')
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(buyNow).toHaveFocus()
    await waitFor(() => expect(onBuy).toHaveBeenCalledTimes(1))
    expect(buyerDetailsFor(3)).toEqual({ name: 'राम कुमार शर्मा', address: 'Flat 4, MG Road\nKochi 682016', state: '32' })
  })

  it('Cancel buys nothing and gives the focus back to Buy Now; the dialog starts from what was given and keeps what was typed', async () => {
    const user = userEvent.setup()
    saveBuyerDetails(1, { name: 'Asha Rao', address: 'Indore', state: '23' })
    const { onBuy, buyNow } = renderCard(100_000)
    await user.click(buyNow)
    const dialog = screen.getByRole('dialog', { name: 'Your details for the invoice' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Rao')
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Asha R. Rao')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(buyNow).toHaveFocus()
    expect(onBuy).not.toHaveBeenCalled()
    expect(buyerDetailsFor(3)).toBeUndefined()
    // Opened again, what was typed is still there.
    await user.click(buyNow)
    expect(within(screen.getByRole('dialog')).getByLabelText('Name')).toHaveValue('Asha R. Rao')
  })

  it('are not asked below ₹50,000 before GST', async () => {
    const user = userEvent.setup()
    const below = renderCard(58_999)
    await user.click(below.buyNow)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(below.onBuy).toHaveBeenCalledTimes(1))
  })

  it('are not asked when GST details are saved: the GSTIN names the buyer', async () => {
    const user = userEvent.setup()
    saveGstDetails({ business_name: 'Unit Traders', gstin: '27AAPFU0939F1ZV', address: 'Pune', state: '27' })
    const { onBuy, buyNow } = renderCard(59_000)
    await user.click(buyNow)
    expect(screen.queryByRole('dialog', { name: 'Your details for the invoice' })).not.toBeInTheDocument()
    await waitFor(() => expect(onBuy).toHaveBeenCalledTimes(1))
  })

  it('go with the order of the plan they were given for only, and never with GST details', async () => {
    const bodies: unknown[] = []
    const order = { razorpay_key_id: 'k', amount: 5_900_000, currency: 'INR', order_id: 'order_1' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)))
        return new Response(JSON.stringify(order), { headers: { 'Content-Type': 'application/json' } })
      }),
    )
    const details = { name: 'Asha Rao', address: 'Indore', state: '23' as const }
    saveBuyerDetails(3, details)
    await createPlanOrder(3)
    await createPlanOrder(2)
    saveGstDetails({ business_name: 'Unit Traders', gstin: '27AAPFU0939F1ZV', address: 'Pune', state: '27' })
    await createPlanOrder(3)
    expect(bodies).toEqual([
      { plan_id: 3, buyer_details: details },
      { plan_id: 2 },
      { plan_id: 3, business_details: expect.objectContaining({ gstin: '27AAPFU0939F1ZV' }) },
    ])
  })
})
