// An unregistered buyer's name, address and state (issue 61 item 3): rule 46(f) of the CGST Rules asks
// for them on the invoice when the taxable value is ₹50,000 or more. The plans dialog checks them as the
// buyer types; the server checks them again with the same rules and refuses such an order without them.
import { buyerBoxRules, checkBuyerBox } from './invoice-buyer-box.ts'
import { isGstStateCode, type GstStateCode } from './gstin.ts'
import type { FieldErrors } from './text.ts'

export const buyerDetailsMessages = {
  nameRequired: 'Please enter your name as it should appear on the invoice.',
  nameTooLong: 'Please shorten the name to 100 characters.',
  nameForbidden: 'Please remove control characters from the name.',
  addressRequired: 'Please enter your address.',
  addressTooLong: 'Please shorten the address to 6 lines of at most 100 characters each.',
  addressForbidden: 'Please remove control characters from the address.',
  stateRequired: 'Please choose the state or union territory of your address.',
  /** The server's answer to an order at or above the threshold without them. */
  required:
    'For a plan of ₹50,000 or more before GST, the tax invoice must name the buyer: please give your name, address and state, or your GST details.',
} as const

const m = buyerDetailsMessages

/** Rule 46(f): an unregistered buyer is named on the invoice from this taxable value (₹50,000), in paise. */
export const buyerDetailsThresholdPaise = 5_000_000

/**
 * Whether an unregistered buyer of a tax-inclusive price must give name, address and state: its taxable
 * value (the price before GST) is ₹50,000 or more. In whole numbers: total ÷ (1 + rate) ≥ threshold.
 */
export function needsBuyerDetails(totalPaise: number, taxRatePercent: number): boolean {
  const rateBasisPoints = Math.round(taxRatePercent * 100)
  return totalPaise * 10_000 >= buyerDetailsThresholdPaise * (10_000 + rateBasisPoints)
}

const rules = buyerBoxRules(m)

export type BuyerDetailsField = keyof typeof rules

/** An unregistered buyer as stored with the order and printed on its invoice and credit note. */
export interface BuyerDetails {
  name: string
  /** Lines as typed (line breaks kept). */
  address: string
  state: GstStateCode
}

/** The details, cleaned, or one message per bad field (form order). */
export function checkBuyerDetails(
  input: unknown,
): { ok: true; data: BuyerDetails } | { ok: false; errors: FieldErrors<BuyerDetailsField> } {
  const values = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Partial<
    Record<BuyerDetailsField, unknown>
  >
  const state = typeof values.state === 'string' ? values.state.trim() : ''
  const checked = checkBuyerBox<BuyerDetailsField>(rules, values, 'name', m, (errors) => {
    if (errors.state === undefined && !isGstStateCode(state)) errors.state = m.stateRequired
  })
  if (!checked.ok || !isGstStateCode(state))
    return { ok: false, errors: checked.ok ? { state: m.stateRequired } : checked.errors }
  return { ok: true, data: { name: checked.data.name, address: checked.data.address, state } }
}
