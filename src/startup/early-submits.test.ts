import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type EarlySubmits = typeof import('./early-submits')

/** A fresh copy of the module (it keeps page-wide state) with a prerendered form in the page. */
async function boot(): Promise<{
  submits: EarlySubmits
  form: HTMLFormElement
  button: HTMLButtonElement
  handled: string[]
}> {
  document.body.innerHTML =
    '<div id="root"><form id="contact"><input name="name"><button type="submit">Send</button></form></div>'
  vi.resetModules()
  const submits = await import('./early-submits')
  submits.holdEarlySubmits()
  const form = document.querySelector('form')
  const button = document.querySelector('button')
  if (!form || !button) throw new Error('fixture missing')
  // Stands in for React's listener on the root container.
  const handled: string[] = []
  document.getElementById('root')?.addEventListener('submit', (event) => {
    event.preventDefault()
    handled.push(event.target instanceof HTMLFormElement ? event.target.id || 'new form' : 'other')
  })
  return { submits, form, button, handled }
}

describe('early submits', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('holds a submit to a prerendered form until that form has hydrated, even after the app started', async () => {
    const { submits, form, button, handled } = await boot()
    form.requestSubmit(button)
    expect(handled).toEqual([])

    submits.resendHeldSubmit(form)
    expect(handled).toEqual(['contact'])
    // From then on the form's submits are its own, handled once.
    form.requestSubmit(button)
    expect(handled).toEqual(['contact', 'contact'])
  })

  it('lets forms the app renders itself submit once the app has started', async () => {
    const { handled } = await boot()
    const later = document.createElement('form')
    document.getElementById('root')?.append(later)
    later.requestSubmit()
    expect(handled).toEqual(['new form'])
  })

  it('sends nothing again for a form that was never submitted', async () => {
    const { submits, form, handled } = await boot()
    submits.resendHeldSubmit(form)
    expect(handled).toEqual([])
  })
})
