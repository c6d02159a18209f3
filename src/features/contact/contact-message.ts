import type { ContactMessage } from '../../contracts/contact-message.ts'

// The rules live in the shared contract; this module builds what the form sends.
export { validateContactMessage, type ContactField, type ContactMessage } from '../../contracts/contact-message.ts'

export const emptyContactMessage: ContactMessage = { name: '', email: '', subject: '', message: '' }

/** A mailto: URL to `to` with the subject and a body carrying the sender's name, e-mail and message. */
export function contactMailto(to: string, message: ContactMessage): string {
  const body = [`Name: ${message.name.trim()}`, `Email: ${message.email.trim()}`, '', message.message.trim()].join(
    '\r\n',
  )
  return `mailto:${to}?subject=${encodeURIComponent(message.subject.trim())}&body=${encodeURIComponent(body)}`
}
