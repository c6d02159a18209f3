import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './headers.ts'
import { inlineScriptSources } from './inline-scripts.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptSources', () => {
  it("names each inline script that runs by its hash, the router's state among them", () => {
    const state = 'self.$_TSR={buffer:[]};$_TSR.router={matches:[{l:"Café – ₹"}]}'
    const html = `<div id="root"><main></main><script data-tsr-stream-part="">${state}</script></div>
      <script type="module">import("/a.js")</script>`
    expect(inlineScriptSources(html)).toEqual([sha256(state), sha256('import("/a.js")')])
  })

  it('leaves out scripts loaded from a file, JSON blocks and empty elements', () => {
    const html = `<script type="module" src="/assets/boot.js"></script>
      <script type="application/ld+json">{"@type":"JobPosting"}</script>
      <script type="application/json">{}</script><script></script>`
    expect(inlineScriptSources(html)).toEqual([])
  })

  it('lists a script that occurs twice once', () => {
    expect(inlineScriptSources('<script>a()</script><p></p><script>a()</script>')).toEqual([sha256('a()')])
  })
})

describe('the policy with a page’s own scripts', () => {
  it('adds their hashes to script-src and nothing that would let other inline script run', () => {
    const policy = contentSecurityPolicy([], [sha256('a()')])
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]
    expect(scriptSrc).toBe(`'self' https://checkout.razorpay.com ${sha256('a()')}`)
    expect(contentSecurityPolicy([])).toContain("script-src 'self' https://checkout.razorpay.com;")
  })
})
