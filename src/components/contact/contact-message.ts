/** What the visitor typed into the contact form. */
export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

export type ContactField = keyof ContactMessage

export const emptyContactMessage: ContactMessage = { name: '', email: '', subject: '', message: '' }

// Deliberately loose: one @, something on both sides, a dot in the domain. The mail app checks the rest.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The first problem with each field, in form order; an empty object means the message can be sent. */
export function validateContactMessage(message: ContactMessage): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  if (message.name.trim() === '') errors.name = 'Please enter your name.'
  if (message.email.trim() === '') errors.email = 'Please enter your email address.'
  else if (!emailPattern.test(message.email.trim())) errors.email = 'Please enter an email address like name@company.com.'
  if (message.subject.trim() === '') errors.subject = 'Please enter a subject.'
  if (message.message.trim() === '') errors.message = 'Please enter your message.'
  return errors
}

/** A mailto: URL to `to` with the subject and a body carrying the sender's name, e-mail and message. */
export function contactMailto(to: string, message: ContactMessage): string {
  const body = [`Name: ${message.name.trim()}`, `Email: ${message.email.trim()}`, '', message.message.trim()].join('\r\n')
  return `mailto:${to}?subject=${encodeURIComponent(message.subject.trim())}&body=${encodeURIComponent(body)}`
}
