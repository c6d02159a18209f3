import { checkFields, emailField, textField } from './text.ts'

/** The referral's messages; the server answers them as plain text and the form shows 'Error: ' + message. */
export const referralMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be 200 characters or fewer',
  nameForbidden: 'Name must not contain control characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  alreadyReferred: 'This friend has already been referred',
  expectedObject: 'Send a JSON object with name and email',
} as const

const m = referralMessages

export const referralLimits = { name: 200 } as const

export const referralRules = {
  name: textField({
    required: m.nameRequired,
    maxLength: referralLimits.name,
    tooLong: m.nameTooLong,
    forbidden: m.nameForbidden,
  }),
  email: emailField(m.emailRequired, m.emailInvalid),
}

export type Referral = Record<keyof typeof referralRules, string>

/** The trimmed referral, or the one message the server would answer (the first problem, name before email). */
export function checkReferral(input: unknown): { ok: true; data: Referral } | { ok: false; message: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: m.expectedObject }
  const checked = checkFields(referralRules, input as Partial<Record<keyof Referral, unknown>>)
  if (checked.ok) return checked
  return { ok: false, message: checked.errors.name ?? checked.errors.email ?? m.expectedObject }
}
