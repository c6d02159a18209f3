import { describe, expect, it } from 'vitest'
import { industryServices } from '../../content/industries/industry'
import { banking } from '../../content/industries/banking'
import { finance } from '../../content/industries/finance'
import { healthcare } from '../../content/industries/healthcare'
import { pharmaceuticals } from '../../content/industries/pharmaceuticals'
import { manufacturing } from '../../content/industries/manufacturing'
import { retail } from '../../content/industries/retail'
import { itSector } from '../../content/industries/it-sector'
import { telecommunication } from '../../content/industries/telecommunication'
import { government } from '../../content/industries/government'
import { publicSector } from '../../content/industries/public-sector'

const records = Object.entries({
  banking,
  finance,
  healthcare,
  pharmaceuticals,
  manufacturing,
  retail,
  itSector,
  telecommunication,
  government,
  publicSector,
})

describe('industry records', () => {
  it('has ten industries, each with five distinct slides and meaningful alt text', () => {
    expect(records).toHaveLength(10)
    for (const [, industry] of records) {
      expect(new Set(industry.slides.map((slide) => slide.src)).size).toBe(5)
      for (const slide of industry.slides) expect(slide.alt.length).toBeGreaterThan(20)
    }
  })

  it('never reuses an intro or talent paragraph between industries', () => {
    const paragraphs = records.flatMap(([, industry]) => [...industry.intro, ...industry.talent])
    expect(new Set(paragraphs).size).toBe(paragraphs.length)
    const titles = records.map(([, industry]) => industry.introTitle)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('lists 12 placed roles for Banking and Finance and at least 8 elsewhere, none repeated', () => {
    for (const [key, industry] of records) {
      if (key === 'banking' || key === 'finance') expect(industry.roles).toHaveLength(12)
      else expect(industry.roles.length).toBeGreaterThanOrEqual(8)
    }
    const roles = records.flatMap(([, industry]) => industry.roles)
    expect(new Set(roles).size).toBe(roles.length)
  })

  it('offers exactly the eight services the issue names', () => {
    expect(industryServices.map((tile) => tile.title)).toEqual([
      'Talent Sourcing',
      'Screening & Background Check',
      'Payroll & Invoicing',
      'Onboarding',
      'Global Tax Compliance',
      'IC Classification & Compliance',
      'Time Tracking',
      'Ongoing Support',
    ])
  })
})
