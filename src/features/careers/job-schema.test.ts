import { describe, expect, it } from 'vitest'
import { isJobList, parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

describe('parseJobList', () => {
  it('accepts a plain array', () => {
    expect(parseJobList(sampleJobs).map((job) => job.id)).toEqual([101, 102, 103, 104])
  })

  it('accepts an object with a results array', () => {
    const jobs = parseJobList({ count: 4, results: sampleJobs })
    expect(jobs).toHaveLength(4)
    expect(jobs[0]?.job_name).toBe('Senior Java Developer')
  })

  it.each([
    ['another object', { jobs: sampleJobs }],
    ['a string', 'not json'],
    ['null', null],
    ['a number', 42],
    ['results that are not an array', { results: 'nope' }],
  ])('reads %s as an empty list, and as no job list at all', (_label, data) => {
    expect(parseJobList(data)).toEqual([])
    expect(isJobList(data)).toBe(false)
  })

  it('knows an empty list for a job list', () => {
    expect(isJobList([])).toBe(true)
    expect(isJobList({ count: 0, results: [] })).toBe(true)
  })

  it('drops records without an id or a job name and keeps the rest', () => {
    const jobs = parseJobList([
      { job_name: 'No id' },
      { id: 1 },
      { id: 2, job_name: '   ' },
      { id: 'abc', job_name: 'Bad id' },
      'junk',
      null,
      { id: 3, job_name: 'Kept' },
      // The contract's id is a number: the server never sends another kind.
      { id: '4', job_name: 'String id' },
    ])
    expect(jobs.map((job) => [job.id, job.job_name])).toEqual([[3, 'Kept']])
  })

  it('ignores unknown fields and treats blank or wrong-typed optional fields as absent', () => {
    const [job] = parseJobList([
      { id: 5, job_name: 'QA', secret: 'x', location: '  ', pay: 12, role: null, skills: 'Playwright' },
    ])
    expect(job).toEqual({ id: 5, job_name: 'QA', skills: 'Playwright' })
  })
})
