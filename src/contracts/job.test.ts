import { describe, expect, it } from 'vitest'
import { jobSchema, receivedJobSchema } from './job.ts'

const record = {
  id: 7,
  job_name: 'QA Engineer',
  role: 'Testing',
  location: null,
  pay: null,
  job_overview: 'Own the test suite.',
  responsibilities: null,
  qualification: null,
  experience: null,
  skills: 'Playwright',
  job_type: 'Full-time',
  schedule: null,
  benefits: null,
  supplemental_pay: null,
  required_experience: null,
  date_posted: '2026-11-20',
}

describe('the job contract', () => {
  it('reads every record the server may send, with its absent texts as absent', () => {
    expect(jobSchema.safeParse(record).success).toBe(true)
    expect(receivedJobSchema.parse(record)).toEqual({
      id: 7,
      job_name: 'QA Engineer',
      role: 'Testing',
      job_overview: 'Own the test suite.',
      skills: 'Playwright',
      job_type: 'Full-time',
      date_posted: '2026-11-20',
    })
  })

  it.each([
    ['no id', { ...record, id: undefined }],
    ['a text id', { ...record, id: '7' }],
    ['a blank name', { ...record, job_name: '  ' }],
  ])('the site drops a posting the server would refuse to send: %s', (_label, bad) => {
    expect(jobSchema.safeParse(bad).success).toBe(false)
    expect(receivedJobSchema.safeParse(bad).success).toBe(false)
  })

  it('the server refuses a bad optional field; the site reads it as absent and keeps the posting', () => {
    const bad = { ...record, pay: 12, date_posted: '20 Nov' }
    expect(jobSchema.safeParse(bad).success).toBe(false)
    const read = receivedJobSchema.parse(bad)
    expect(read.pay).toBeUndefined()
    expect(read.date_posted).toBeUndefined()
  })
})
