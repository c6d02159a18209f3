import { describe, expect, it } from 'vitest'
import { isNavGroup, navGroups, navLinks, type NavGroup } from './navigation'
import { allPages, documentTitle, pages, type SitePage } from './site-map'
import { lifeAtPath, settings } from './settings'

function flatten(group: NavGroup): SitePage[] {
  return group.items.flatMap((item) => (isNavGroup(item) ? flatten(item) : [item]))
}

describe('site map', () => {
  it('gives every page a unique path, title and description', () => {
    const unique = (values: string[]) => new Set(values).size === values.length
    expect(unique(allPages.map((page) => page.path))).toBe(true)
    expect(unique(allPages.map(documentTitle))).toBe(true)
    expect(unique(allPages.map((page) => page.description))).toBe(true)
  })

  it('derives the Life-at-company path from the short name', () => {
    expect(lifeAtPath).toBe(`/lifeat${settings.shortName}`)
    expect(pages.lifeAt.path).toBe(lifeAtPath)
  })

  it('puts every page in the header except home, about, contact and referral', () => {
    const inNav = new Set([...navGroups.flatMap(flatten), ...navLinks].map((page) => page.path))
    const missing = allPages.filter((page) => !inNav.has(page.path)).map((page) => page.path)
    expect(missing.sort()).toEqual(['/', '/about', '/contact', '/referral'])
  })

  it('lists the ten industries in the documented order', () => {
    const industries = navGroups.find((group) => group.id === 'industries')
    expect(industries && flatten(industries).map((page) => page.label)).toEqual([
      'Banking',
      'Finance',
      'Healthcare',
      'Pharmaceuticals',
      'Manufacturing',
      'Retail',
      'IT Sector',
      'Telecommunications',
      'Government Sector',
      'Public Sector',
    ])
  })
})
