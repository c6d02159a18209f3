import { describe, expect, it } from 'vitest'
import { employmentType, jobPosting, jsonForScript } from './job-posting'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

const [full, sparse, remote, markup] = parseJobList(sampleJobs)
const origin = 'https://arcnova.example'

describe('employmentType', () => {
  it.each([
    ['Full-time', ['FULL_TIME']],
    ['Part-time', ['PART_TIME']],
    ['Contract', ['CONTRACTOR']],
    ['Temporary', ['TEMPORARY']],
    ['Internship', ['INTERN']],
    ['Full-time, Contract', ['FULL_TIME', 'CONTRACTOR']],
    ['Freelance', []],
    [undefined, []],
  ])('maps %s', (jobType, expected) => {
    expect(employmentType(jobType)).toEqual(expected)
  })
})

describe('jobPosting', () => {
  it('describes a full posting with its office location', () => {
    if (!full) throw new Error('fixture')
    const posting = jobPosting(full, origin)
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Java Developer',
      datePosted: '2026-11-18',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Arcnova Consulting' },
      jobLocation: { address: { addressLocality: 'Indore', addressRegion: 'Madhya Pradesh', addressCountry: 'India' } },
      directApply: true,
      url: `${origin}/job-openings?job=101`,
    })
    expect(posting?.description).toContain('<h3>Responsibilities</h3><p>Design Spring Boot services</p>')
  })

  it('gives the pay as baseSalary when its text states figures (issue 61 item 9)', () => {
    if (!full) throw new Error('fixture')
    expect(jobPosting({ ...full, pay: '₹18,00,000 – ₹26,00,000 a year' }, origin)?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 1_800_000, maxValue: 2_600_000, unitText: 'YEAR' },
    })
    expect(jobPosting({ ...full, pay: '$40 an hour' }, origin)?.baseSalary).toMatchObject({
      currency: 'USD',
      value: { value: 40, unitText: 'HOUR' },
    })
    expect(jobPosting({ ...full, pay: 'Competitive' }, origin)?.baseSalary).toBeUndefined()
    expect(jobPosting(full, origin)).toMatchObject({
      identifier: { '@type': 'PropertyValue', value: '101' },
      directApply: true,
    })
  })

  it('marks remote jobs as telecommute without a place', () => {
    if (!remote) throw new Error('fixture')
    const posting = jobPosting(remote, origin)
    expect(posting?.jobLocationType).toBe('TELECOMMUTE')
    expect(posting?.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'India' }])
    expect(posting?.jobLocation).toBeUndefined()
    expect(posting?.employmentType).toBe('CONTRACTOR')
  })

  it('claims no posting Google would refuse: no place, or remote without the countries (issue 61 item 8)', () => {
    if (!sparse || !remote) throw new Error('fixture')
    expect(sparse.location).toBeUndefined()
    expect(jobPosting(sparse, origin)).toBeNull()
    expect(jobPosting({ ...remote, location: 'Remote' }, origin)).toBeNull()
    expect(jobPosting({ ...sparse, location: 'Pune, Maharashtra' }, origin)?.employmentType).toBe('PART_TIME')
  })

  it('escapes job text in the description and the script', () => {
    if (!markup) throw new Error('fixture')
    const posting = jobPosting(markup, origin)
    expect(posting?.description).not.toContain('<script>')
    expect(posting?.employmentType).toBeUndefined()
    const json = jsonForScript(posting)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(posting)
  })
})
