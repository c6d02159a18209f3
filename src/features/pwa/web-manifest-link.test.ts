import { describe, expect, it } from 'vitest'
import { linkWebManifest, webManifestHref } from './web-manifest-link'

describe('the web manifest link', () => {
  it('is added to the head once, however often it is asked for', () => {
    document.head.innerHTML = '<title>Jobs</title>'
    linkWebManifest()
    linkWebManifest()
    const links = document.head.querySelectorAll('link[rel="manifest"]')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe(webManifestHref)
  })
})
