import { afterEach, describe, expect, it } from 'vitest'
import { pageSavedAtAttribute } from './cached-response'
import { savedPageCopyDate } from './saved-page-copy'

afterEach(() => document.documentElement.removeAttribute(pageSavedAtAttribute))

describe('savedPageCopyDate', () => {
  it("reads the date the service worker put on its copy's <html> element", () => {
    document.documentElement.setAttribute(pageSavedAtAttribute, '2026-11-20T09:30:00.000Z')
    expect(savedPageCopyDate()).toEqual(new Date('2026-11-20T09:30:00.000Z'))
  })

  it('gives nothing for a page from the network or a mark that is not a date', () => {
    expect(savedPageCopyDate()).toBeUndefined()
    document.documentElement.setAttribute(pageSavedAtAttribute, 'yesterday-ish')
    expect(savedPageCopyDate()).toBeUndefined()
  })
})
