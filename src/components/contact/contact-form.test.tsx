import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from './contact-form'

let assigned: string[] = []

beforeEach(() => {
  assigned = []
  // jsdom cannot navigate; record where the form sends the browser instead.
  vi.stubGlobal('location', {
    set href(value: string) {
      assigned.push(value)
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('ContactForm', () => {
  it('explains each missing field under it and focuses the first one', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const email = screen.getByLabelText('Email')
    expect(email).toHaveFocus()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter your email address.')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(assigned).toEqual([])
  })

  it('opens a mailto: link to the company with the fields, and keeps them', async () => {
    const user = userEvent.setup()
    const { container } = render(<ContactForm />)
    await user.type(screen.getByLabelText('Name'), 'Ana Silva')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Subject'), 'Hiring 3 engineers')
    await user.type(screen.getByLabelText('Message'), 'Can we talk on Monday?')
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(assigned).toHaveLength(1)
    const url = assigned[0] ?? ''
    expect(url).toMatch(/^mailto:info@arcnovaconsulting\.com\?subject=Hiring%203%20engineers&body=/)
    expect(decodeURIComponent(url)).toContain('Name: Ana Silva')
    expect(decodeURIComponent(url)).toContain('Email: ana@example.com')
    expect(decodeURIComponent(url)).toContain('Can we talk on Monday?')
    expect(container.querySelector('form')).toHaveAttribute('data-mailto', url)
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Silva')
    expect(screen.getByRole('status')).toHaveTextContent(/e-mail app/)
  })

  it('prefills the subject it is given', async () => {
    render(<ContactForm initialSubject="Download Latest Reports" />)
    expect(await screen.findByDisplayValue('Download Latest Reports')).toBe(screen.getByLabelText('Subject'))
  })
})
