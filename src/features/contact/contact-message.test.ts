import { describe, expect, it } from 'vitest'
import { contactMailto, validateContactMessage } from './contact-message'

const message = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  subject: 'Cloud & security review?',
  message: 'Hello,\nwe need 3 engineers.',
}

describe('contactMailto', () => {
  it('addresses the company and encodes subject and body', () => {
    const url = contactMailto('info@arcnovaconsulting.com', message)
    expect(url.startsWith('mailto:info@arcnovaconsulting.com?subject=')).toBe(true)
    expect(url).toContain(`subject=${encodeURIComponent('Cloud & security review?')}&body=`)
    expect(url).not.toContain(' ')
    const body = decodeURIComponent(url.split('&body=')[1] ?? '')
    expect(body).toBe('Name: Ana Silva\r\nEmail: ana@example.com\r\n\r\nHello,\nwe need 3 engineers.')
  })
})

describe('validateContactMessage', () => {
  it('accepts a complete message', () => {
    expect(validateContactMessage(message)).toEqual({})
  })

  it('names every empty field and a malformed e-mail', () => {
    expect(Object.keys(validateContactMessage({ name: ' ', email: '', subject: '', message: '' }))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ])
    expect(validateContactMessage({ ...message, email: 'ana@example' }).email).toMatch(/email address like/)
  })

  it('refuses control characters in every field, allowing tab and line breaks in the message only', () => {
    expect(validateContactMessage({ ...message, message: 'Hi\tthere\r\nbye' })).toEqual({})
    expect(
      validateContactMessage({ name: 'A\u0000', email: 'a\u007f@b.co', subject: 'S\u009b', message: 'M\u0007' }),
    ).toEqual({
      name: 'Please remove control characters from your name.',
      email: 'Please enter an email address like name@company.com.',
      subject: 'Please remove control characters from the subject.',
      message: 'Please remove control characters (other than tabs and line breaks) from your message.',
    })
    expect(validateContactMessage({ ...message, subject: 'Tab\there' }).subject).toMatch(/control characters/)
  })
})
