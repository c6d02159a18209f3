import { z } from '../lib/schema.ts'
import { emailField, firstMessages, textField } from './text.ts'

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

export const contactMessageSchema = z.object({
  name: textField({ required: m.nameRequired, forbidden: m.nameForbidden }),
  email: emailField(m.emailRequired, m.emailInvalid),
  subject: textField({ required: m.subjectRequired, forbidden: m.subjectForbidden }),
  message: textField({ required: m.messageRequired, forbidden: m.messageForbidden, freeText: true }),
})

/** What the visitor typed into the contact form. */
export type ContactMessage = z.infer<typeof contactMessageSchema>
export type ContactField = keyof ContactMessage

/** The first problem with each field, in form order; an empty object means the message can be sent. */
export function validateContactMessage(message: ContactMessage): Partial<Record<ContactField, string>> {
  const parsed = contactMessageSchema.safeParse(message)
  if (parsed.success) return {}
  const messages = firstMessages(parsed.error.issues)
  const errors: Partial<Record<ContactField, string>> = {}
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const text = messages[field]
    if (text !== undefined) errors[field] = text
  }
  return errors
}
