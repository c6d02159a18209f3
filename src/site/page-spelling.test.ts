import { describe, expect, it } from 'vitest'
import { respelledPage } from './page-spelling'

describe('respelledPage', () => {
  it('names the page a path spells in another letter case', () => {
    expect(respelledPage('/pharmaceuticals')).toBe('/Pharmaceuticals')
    expect(respelledPage('/PHARMACEUTICALS/')).toBe('/Pharmaceuticals')
    expect(respelledPage('/Managed/ITSupport')).toBe('/managed/itsupport')
    expect(respelledPage('/About')).toBe('/about')
  })

  it('leaves a page spelled its own way, and an address that is no page', () => {
    expect(respelledPage('/Pharmaceuticals')).toBeUndefined()
    expect(respelledPage('/about')).toBeUndefined()
    expect(respelledPage('/')).toBeUndefined()
    expect(respelledPage('/no-such-page')).toBeUndefined()
  })
})
