import { checkFields, emailField, textField, type FieldErrors } from './text.ts'

export const contactMessages = {
  nameRequired: 'Please enter your name.',
  nameForbidden: 'Please remove control characters from your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter an email address like name@company.com.',
  subjectRequired: 'Please enter a subject.',
  subjectForbidden: 'Please remove control characters from the subject.',
  messageRequired: 'Please enter your message.',
  messageForbidden: 'Please remove control characters (other than tabs and line breaks) from your message.',
} as const

const m = contactMessages

export const contactMessageRules = {
  name: textField({ required: m.nameRequired, forbidden: m.nameForbidden }),
  email: emailField(m.emailRequired, m.emailInvalid),
  subject: textField({ required: m.subjectRequired, forbidden: m.subjectForbidden }),
  message: textField({ required: m.messageRequired, forbidden: m.messageForbidden, freeText: true }),
}

export type ContactField = keyof typeof contactMessageRules
/** What the visitor typed into the contact form. */
export type ContactMessage = Record<ContactField, string>

/** The first problem with each field, in form order; an empty object means the message can be sent. */
export function validateContactMessage(message: ContactMessage): FieldErrors<ContactField> {
  const checked = checkFields(contactMessageRules, message)
  return checked.ok ? {} : checked.errors
}

/** A contact message as the server receives it (any JSON): the trimmed fields, or one message per bad field. */
export function checkContactMessage(
  input: unknown,
): { ok: true; data: ContactMessage } | { ok: false; errors: FieldErrors<ContactField> } {
  const values = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  return checkFields(contactMessageRules, values as Partial<Record<ContactField, unknown>>)
}
