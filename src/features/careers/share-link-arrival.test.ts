import { afterEach, describe, expect, it } from 'vitest'
import { arrivedThrough, rememberShareLink, shareLinkFor, withoutShareLink } from './share-link-arrival'

const day = 24 * 60 * 60 * 1000
const start = Date.UTC(2026, 10, 27, 9)

describe('the share link a device arrived through', () => {
  afterEach(() => localStorage.clear())

  it('is kept per job for 7 days, the newest link winning', () => {
    rememberShareLink(7, 'AbCdEfGh23', start)
    rememberShareLink(8, 'ZZZZZZZZZZ', start)
    expect(shareLinkFor(7, start + 6 * day)).toBe('AbCdEfGh23')
    expect(shareLinkFor(9, start)).toBeUndefined()
    expect(shareLinkFor(7, start + 7 * day)).toBeUndefined()
    rememberShareLink(7, 'XyXyXyXy99', start + day)
    expect(shareLinkFor(7, start + 2 * day)).toBe('XyXyXyXy99')
    // Remembering drops the ones past their 7 days.
    rememberShareLink(1, 'AbCdEfGh23', start + 7 * day)
    expect(Object.keys(JSON.parse(localStorage.getItem('arcnova-share-links') ?? '{}'))).toEqual(['1', '7'])
  })

  it('reads nothing from storage it does not understand', () => {
    for (const stored of ['not json', '[1]', '{"7":{"code":"short","at":1}}', '{"7":{"code":"AbCdEfGh23"}}', 'null']) {
      localStorage.setItem('arcnova-share-links', stored)
      expect(shareLinkFor(7, start)).toBeUndefined()
    }
  })

  it('reads a well-formed code from the address, and takes it out again', () => {
    expect(arrivedThrough('?job=7&via=AbCdEfGh23')).toBe('AbCdEfGh23')
    expect(arrivedThrough('?job=7&via=0OIl0OIl0O')).toBeUndefined()
    expect(arrivedThrough('?job=7')).toBeUndefined()
    expect(withoutShareLink('https://x.example/job-openings?job=7&via=AbCdEfGh23#top')).toBe('/job-openings?job=7#top')
  })
})
