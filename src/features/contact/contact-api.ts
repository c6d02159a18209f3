import { apiUrl } from '../../site/settings'
import type { ContactField, ContactMessage } from './contact-message'

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Partial<Record<ContactField, string>> }
  | { kind: 'offline' }
  | { kind: 'failed' }

const fields: readonly ContactField[] = ['name', 'email', 'subject', 'message']

/** What the form says at each step of sending. */
export const contactStatus = {
  sending: 'Sending your message…',
  sent: 'Thank you, your message has been sent. We will get back to you soon.',
  offline:
    'You are offline, so your message was not sent. It is still here: send it when you are back online, or e-mail us.',
  failed: 'Your message could not be sent. Please try again, or e-mail us.',
} as const

/** What a 400 names: a message per field the form shows, nothing else. */
async function fieldErrors(response: Response): Promise<Partial<Record<ContactField, string>>> {
  const body: unknown = await response.json().catch(() => null)
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : null
  const found: Partial<Record<ContactField, string>> = {}
  if (typeof errors !== 'object' || errors === null) return found
  for (const field of fields) {
    const message = (errors as Record<string, unknown>)[field]
    if (typeof message === 'string') found[field] = message
  }
  return found
}

/**
 * Sends the contact form's message to POST /api/contact-messages/. Never throws. Loaded when the
 * visitor sends, so the home page's first load does not carry it.
 */
export async function sendContactMessage(message: ContactMessage): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(apiUrl('/api/contact-messages/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
    })
  } catch {
    return navigator.onLine ? { kind: 'failed' } : { kind: 'offline' }
  }
  if (response.status === 201) return { kind: 'sent' }
  if (response.status === 400) {
    const errors = await fieldErrors(response)
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  }
  return { kind: 'failed' }
}
