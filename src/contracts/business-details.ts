// 'Add GST details' (issue 44, item 1): the buyer's business on its tax invoice. The plans dialog checks
// it as the buyer types and sends it with the order; the server checks it again with the same rules.
import { gstinProblem, gstinStateCode, gstStates, isGstStateCode, normaliseGstin, type GstStateCode } from './gstin.ts'
import { checkFields, textField, type FieldErrors } from './text.ts'

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

/** What the invoice's buyer box holds: a name of one line and an address of six, 100 characters each (issue 59 item 5). */
export const businessLineMaxLength = 100
export const billingAddressMaxLines = 6
// Invisible formatting characters (a right-to-left override, zero-width joiners) would make the
// printed name or address read otherwise than it is stored.
export const formatCharacter = /\p{Cf}/u

const rules = {
  business_name: textField({
    required: m.nameRequired,
    maxLength: businessLineMaxLength,
    tooLong: m.nameTooLong,
    forbidden: m.nameForbidden,
  }),
  gstin: textField({ required: m.gstinRequired, maxLength: 40, forbidden: m.gstinRequired }),
  address: textField({
    required: m.addressRequired,
    // Six full lines and their line breaks (CR LF from a textarea); the lines are checked below.
    maxLength: billingAddressMaxLines * (businessLineMaxLength + 2),
    tooLong: m.addressTooLong,
    forbidden: m.addressForbidden,
    freeText: true,
  }),
  state: textField({ required: m.stateRequired, maxLength: 2, forbidden: m.stateRequired }),
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
  const checked = checkFields(rules, values)
  const errors: FieldErrors<BusinessDetailsField> = checked.ok ? {} : { ...checked.errors }
  if (errors.business_name === undefined) {
    if (typeof values.business_name === 'string' && formatCharacter.test(values.business_name))
      errors.business_name = m.nameForbidden
  }
  if (errors.address === undefined && typeof values.address === 'string') {
    const lines = values.address.trim().split(/\r\n|\r|\n/)
    if (formatCharacter.test(values.address)) errors.address = m.addressForbidden
    else if (lines.length > billingAddressMaxLines || lines.some((line) => line.length > businessLineMaxLength))
      errors.address = m.addressTooLong
  }
  const gstin = typeof values.gstin === 'string' ? normaliseGstin(values.gstin) : ''
  const state = typeof values.state === 'string' ? values.state.trim() : ''
  if (errors.gstin === undefined) {
    const problem = gstinProblem(gstin)
    if (problem !== null) errors.gstin = problem
  }
  if (errors.state === undefined && !isGstStateCode(state)) errors.state = m.stateRequired
  else if (errors.state === undefined && errors.gstin === undefined && gstinStateCode(gstin) !== state) {
    errors.state = m.stateMismatch
  }
  if (!checked.ok || Object.keys(errors).length > 0 || !isGstStateCode(state))
    return { ok: false, errors: inFormOrder(errors) }
  return { ok: true, data: { business_name: checked.data.business_name, gstin, address: checked.data.address, state } }
}

/** The messages in the form's order (the checks above add theirs after checkFields'). */
function inFormOrder(errors: FieldErrors<BusinessDetailsField>): FieldErrors<BusinessDetailsField> {
  const ordered: FieldErrors<BusinessDetailsField> = {}
  for (const field of Object.keys(rules) as BusinessDetailsField[]) {
    if (errors[field] !== undefined) ordered[field] = errors[field]
  }
  return ordered
}

/** The states a billing address may be in, for the dialog's list: code and name, by name. */
export const billingStates: ReadonlyArray<{ code: GstStateCode; name: string }> = (
  Object.entries(gstStates) as Array<[GstStateCode, string]>
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name))
