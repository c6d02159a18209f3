import { beforeEach, describe, expect, it } from 'vitest'
import { handOverPrerenderedHead } from './hand-over-prerendered-head'

const staticHead =
  '<title data-prerendered>Banking | Arcnova</title><meta name="description" content="Banks." data-prerendered>'

describe('handOverPrerenderedHead', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('removes the static copies once React has rendered its own title and description', () => {
    document.head.innerHTML = `${staticHead}<title>Banking | Arcnova</title><meta name="description" content="Banks, again.">`
    handOverPrerenderedHead(document.head)
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.title).toBe('Banking | Arcnova')
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Banks, again.')
    expect(document.head.querySelector('[data-prerendered]')).toBeNull()
  })

  it('keeps copies React adopted (the only ones there are), without their marker', () => {
    document.head.innerHTML = staticHead
    handOverPrerenderedHead(document.head)
    expect(document.title).toBe('Banking | Arcnova')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Banks.')
    expect(document.head.querySelector('[data-prerendered]')).toBeNull()
  })
})
