import { describe, expect, it } from 'vitest'
import { cutTexts, fillTexts } from './search-texts.ts'

describe('the search texts in a rendered page', () => {
  const page = (q: string) => `<form><input id="careers-q" type="search" value="${q}"/></form><p>${q}</p>`

  it('fills in another visitor’s words where the field’s were, escaped', () => {
    const template = cutTexts(page('java'), { q: 'java' })
    expect(fillTexts(template, { q: `<"it's" & co>` })).toBe(
      '<form><input id="careers-q" type="search" value="&lt;&quot;it&#x27;s&quot; &amp; co&gt;"/></form><p>java</p>',
    )
  })

  it('refuses a page whose field does not show the words it was rendered with', () => {
    expect(() => cutTexts(page('java'), { q: 'rust' })).toThrow('the search field')
  })
})
