import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { gstinMessages } from '../../contracts/gstin'
import { GstDetailsButton } from './gst-details-dialog'
import { forgetGstDetails } from './gst-details-store'

afterEach(() => forgetGstDetails())

describe("'Add GST details'", { timeout: 20_000 }, () => {
  it('says what is wrong with a GSTIN, fills in its state, keeps the details on the device, and forgets them', async () => {
    const user = userEvent.setup()
    render(<GstDetailsButton planName="Growth" />)
    await user.click(screen.getByRole('button', { name: 'Add GST details' }))
    const dialog = screen.getByRole('dialog', { name: 'GST details for the invoice' })
    await user.type(within(dialog).getByLabelText('Business name'), 'Unit Traders')
    await user.type(within(dialog).getByLabelText('GSTIN'), '27AAPFU0939F1ZW')
    await user.tab()
    expect(within(dialog).getByText(gstinMessages.check)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true')

    await user.clear(within(dialog).getByLabelText('GSTIN'))
    await user.type(within(dialog).getByLabelText('GSTIN'), '27aapfu0939f1zv')
    expect(within(dialog).getByLabelText('State')).toHaveValue('27')
    await user.type(within(dialog).getByLabelText('Billing address'), 'Plot 4, Pune')
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Invoice to Unit Traders, GSTIN 27AAPFU0939F1ZV')).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem('plans:gst-details') ?? 'null')).toEqual({
      business_name: 'Unit Traders',
      gstin: '27AAPFU0939F1ZV',
      address: 'Plot 4, Pune',
      state: '27',
    })

    await user.click(screen.getByRole('button', { name: 'Change GST details' }))
    await user.click(screen.getByRole('button', { name: 'Forget these details' }))
    expect(window.localStorage.getItem('plans:gst-details')).toBeNull()
    expect(screen.getByRole('button', { name: 'Add GST details' })).toBeInTheDocument()
    expect(screen.queryByText(/^Invoice to /)).not.toBeInTheDocument()
  })

  it('keeps the dialog open with a message per missing field', async () => {
    const user = userEvent.setup()
    render(<GstDetailsButton planName="Starter" />)
    await user.click(screen.getByRole('button', { name: 'Add GST details' }))
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Please enter the business name as registered for GST.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter the GSTIN, or leave out the GST details.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Business name')).toHaveFocus()
    expect(window.localStorage.getItem('plans:gst-details')).toBeNull()
  })
})
