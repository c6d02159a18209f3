import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { landOnHashTarget } from './land-on-hash-target'

beforeEach(() => {
  document.body.innerHTML = `<a href="/#industries" id="link">Industries</a>
    <section id="industries"><h2>Industries We Serve</h2><button type="button" id="tab">Banking</button></section>`
  Element.prototype.scrollIntoView = vi.fn()
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('landOnHashTarget', () => {
  it("moves focus to the section's heading", () => {
    document.getElementById('link')?.focus()
    const cancel = landOnHashTarget('industries')
    expect(document.activeElement?.textContent).toBe('Industries We Serve')
    cancel()
  })

  it('leaves focus where the visitor already put it inside the section', () => {
    document.getElementById('tab')?.focus()
    const cancel = landOnHashTarget('industries')
    expect(document.activeElement?.id).toBe('tab')
    cancel()
  })
})
