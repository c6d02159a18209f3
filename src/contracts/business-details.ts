// 'Add GST details' (issue 44, item 1): the buyer's business on its tax invoice. The plans dialog checks
// it as the buyer types and sends it with the order; the server checks it again with the same rules.
import { sortAlphabetically } from './alphabetical.ts'
import { gstinProblem, gstinStateCode, gstStates, isGstStateCode, normaliseGstin, type GstStateCode } from './gstin.ts'
import { buyerBoxRules, checkBuyerBox } from './invoice-buyer-box.ts'
import { textField, type FieldErrors } from './text.ts'

export const businessDetailsMessages = {
  nameRequired: 'Please enter the business name as registered for GST.',
  nameTooLong: 'Please shorten the business name to 100 characters.',
  nameForbidden: 'Please remove control characters from the business name.',
  gstinRequired: 'Please enter the GSTIN, or leave out the GST details.',
  addressRequired: 'Please enter the billing address.',
  addressTooLong: 'Please shorten the billing address to 6 lines of at most 100 characters each.',
  addressForbidden: 'Please remove control characters from the billing address.',
  stateRequired: 'Please choose the state of the billing address.',
  stateMismatch: 'This GSTIN is registered in another state: choose its state, or check the GSTIN.',
} as const

const m = businessDetailsMessages

export { billingAddressMaxLines, businessLineMaxLength, formatCharacter } from './invoice-buyer-box.ts'

const box = buyerBoxRules(m)
const rules = {
  business_name: box.name,
  gstin: textField({ required: m.gstinRequired, maxLength: 40, forbidden: m.gstinRequired }),
  address: box.address,
  state: box.state,
}

export type BusinessDetailsField = keyof typeof rules

/** A registered buyer's details as stored with the order and printed on its invoice. */
export interface BusinessDetails {
  business_name: string
  /** Upper case, 15 characters, checked. */
  gstin: string
  /** Lines as typed (line breaks kept). */
  address: string
  state: GstStateCode
}

/** The details, cleaned, or one message per bad field (form order). */
export function checkBusinessDetails(
  input: unknown,
): { ok: true; data: BusinessDetails } | { ok: false; errors: FieldErrors<BusinessDetailsField> } {
  const values = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Partial<
    Record<BusinessDetailsField, unknown>
  >
  const gstin = typeof values.gstin === 'string' ? normaliseGstin(values.gstin) : ''
  const state = typeof values.state === 'string' ? values.state.trim() : ''
  const checked = checkBuyerBox<BusinessDetailsField>(rules, values, 'business_name', m, (errors) => {
    if (errors.gstin === undefined) {
      const problem = gstinProblem(gstin)
      if (problem !== null) errors.gstin = problem
    }
    if (errors.state === undefined && !isGstStateCode(state)) errors.state = m.stateRequired
    else if (errors.state === undefined && errors.gstin === undefined && gstinStateCode(gstin) !== state) {
      errors.state = m.stateMismatch
    }
  })
  if (!checked.ok || !isGstStateCode(state))
    return { ok: false, errors: checked.ok ? { state: m.stateRequired } : checked.errors }
  return { ok: true, data: { business_name: checked.data.business_name, gstin, address: checked.data.address, state } }
}

/** The states a billing address may be in, for the dialog's list: code and name, by name. */
export const billingStates: ReadonlyArray<{ code: GstStateCode; name: string }> = sortAlphabetically(
  (Object.entries(gstStates) as Array<[GstStateCode, string]>).map(([code, name]) => ({ code, name })),
  (state) => state.name,
)
