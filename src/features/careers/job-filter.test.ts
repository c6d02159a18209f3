import { describe, expect, it } from 'vitest'
import { filterJobs, locationOptions } from './job-filter'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

const jobs = parseJobList(sampleJobs)
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((job) => job.id)

describe('filterJobs', () => {
  it('returns everything without filters', () => {
    expect(ids(filterJobs(jobs, {}))).toEqual([101, 102, 103, 104])
  })

  it('matches the keyword in the name, role or skills, case-insensitively', () => {
    expect(ids(filterJobs(jobs, { q: 'java' }))).toEqual([101])
    expect(ids(filterJobs(jobs, { q: 'TALENT' }))).toEqual([102])
    expect(ids(filterJobs(jobs, { q: 'terraform' }))).toEqual([103])
  })

  it('needs every word of the keyword', () => {
    expect(ids(filterJobs(jobs, { q: 'spring kafka' }))).toEqual([101])
    expect(ids(filterJobs(jobs, { q: 'spring terraform' }))).toEqual([])
  })

  it('does not match other fields such as the overview', () => {
    expect(ids(filterJobs(jobs, { q: 'payment' }))).toEqual([])
  })

  it('filters by location and combines with the keyword', () => {
    expect(ids(filterJobs(jobs, { location: 'remote' }))).toEqual([103])
    expect(ids(filterJobs(jobs, { location: 'Pune, Maharashtra', q: 'spark' }))).toEqual([104])
    expect(ids(filterJobs(jobs, { location: 'Pune', q: 'java' }))).toEqual([])
  })
})

describe('locationOptions', () => {
  it('lists distinct locations alphabetically and keeps the current one', () => {
    expect(locationOptions(jobs)).toEqual(['Indore, Madhya Pradesh', 'Pune, Maharashtra', 'Remote (India)'])
    expect(locationOptions(jobs, 'Chennai')).toContain('Chennai')
  })

  it('sorts regardless of case and accents', () => {
    const places = ['zürich', 'Ålesund', 'Zagreb', 'bengaluru', 'Austin', 'Århus']
    const listed = locationOptions(places.map((location, index) => ({ ...jobs[0]!, id: index + 1, location })))
    expect(listed).toEqual(['Ålesund', 'Århus', 'Austin', 'bengaluru', 'Zagreb', 'zürich'])
  })
})
