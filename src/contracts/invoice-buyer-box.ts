// The buyer box of a tax invoice: a name of one line, an address of six, 100 characters each (issue 59
// item 5), and a state. GST details ('Add GST details') and an unregistered buyer's details (issue 61
// item 3) fill it with the same rules, each in its own words.
import { checkFields, textField, type FieldErrors, type FieldRule } from './text.ts'

export const businessLineMaxLength = 100
export const billingAddressMaxLines = 6
// Invisible formatting characters (a right-to-left override, zero-width joiners) would make the
// printed name or address read otherwise than it is stored.
export const formatCharacter = /\p{Cf}/u

/** What a form says when the name, the address or the state is missing or wrong. */
export interface BuyerBoxMessages {
  nameRequired: string
  nameTooLong: string
  nameForbidden: string
  addressRequired: string
  addressTooLong: string
  addressForbidden: string
  stateRequired: string
}

/** The rules of the box's three fields, in a form's words. */
export function buyerBoxRules(m: BuyerBoxMessages) {
  return {
    name: textField({
      required: m.nameRequired,
      maxLength: businessLineMaxLength,
      tooLong: m.nameTooLong,
      forbidden: m.nameForbidden,
    }),
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
}

/**
 * Checks `values` by `rules`, then what the rules cannot see: invisible characters in the name
 * (`nameField`) and the address, and an address over six lines of 100. Errors come in the rules' order.
 */
export function checkBuyerBox<F extends string>(
  rules: Record<F, FieldRule>,
  values: Partial<Record<F, unknown>>,
  nameField: F,
  m: BuyerBoxMessages,
  more: (errors: FieldErrors<F>) => void = () => undefined,
): { ok: true; data: Record<F, string> } | { ok: false; errors: FieldErrors<F> } {
  const checked = checkFields(rules, values)
  const errors: FieldErrors<F> = checked.ok ? {} : { ...checked.errors }
  const name = values[nameField]
  if (errors[nameField] === undefined && typeof name === 'string' && formatCharacter.test(name)) {
    errors[nameField] = m.nameForbidden
  }
  const address = values['address' as F]
  if (errors['address' as F] === undefined && typeof address === 'string') {
    const lines = address.trim().split(/\r\n|\r|\n/)
    if (formatCharacter.test(address)) errors['address' as F] = m.addressForbidden
    else if (lines.length > billingAddressMaxLines || lines.some((line) => line.length > businessLineMaxLength))
      errors['address' as F] = m.addressTooLong
  }
  more(errors)
  if (checked.ok && Object.keys(errors).length === 0) return { ok: true, data: checked.data }
  const ordered: FieldErrors<F> = {}
  for (const field of Object.keys(rules) as F[]) {
    if (errors[field] !== undefined) ordered[field] = errors[field]
  }
  return { ok: false, errors: ordered }
}
