import { describe, expect, it } from 'vitest'
import { matchesJobSearch, type SearchableJob } from './job-match.ts'

const java: SearchableJob = {
  job_name: 'Senior Java Developer',
  role: 'Backend engineering',
  skills: 'Spring Boot, Kafka',
  location: 'Pune, Maharashtra',
}
const bare: SearchableJob = { job_name: 'Data Analyst', role: null, skills: null, location: null }

describe('matchesJobSearch: the list’s filter and the alerts’ digest', () => {
  it('matches every job when the search is empty or blank', () => {
    expect(matchesJobSearch(java, {})).toBe(true)
    expect(matchesJobSearch(bare, { q: '   ', location: ' ' })).toBe(true)
  })

  it('finds each keyword in the name, role or skills, in any letter case', () => {
    expect(matchesJobSearch(java, { q: 'JAVA' })).toBe(true)
    expect(matchesJobSearch(java, { q: 'backend' })).toBe(true)
    expect(matchesJobSearch(java, { q: 'kafka spring' })).toBe(true)
    expect(matchesJobSearch(java, { q: 'kafka python' })).toBe(false)
  })

  it('does not look at the location for keywords', () => {
    expect(matchesJobSearch(java, { q: 'pune' })).toBe(false)
  })

  it('needs the location to contain the filter, and a job without one never matches a location', () => {
    expect(matchesJobSearch(java, { location: 'pune' })).toBe(true)
    expect(matchesJobSearch(java, { location: 'Remote' })).toBe(false)
    expect(matchesJobSearch(bare, { location: 'Pune' })).toBe(false)
    expect(matchesJobSearch(bare, { q: 'analyst' })).toBe(true)
  })

  it('combines keywords and location', () => {
    expect(matchesJobSearch(java, { q: 'java', location: 'Pune' })).toBe(true)
    expect(matchesJobSearch(java, { q: 'java', location: 'Indore' })).toBe(false)
  })
})
