import { describe, expect, it } from 'vitest'
import { pipelineAddress, pipelineJobOf, screenFor, screensFor } from './console-screens'

describe('screenFor', () => {
  it('opens the applications at /console and each screen at its own address', () => {
    expect(screenFor(undefined)).toBe('applications')
    expect(screenFor('')).toBe('applications')
    expect(screenFor('jobs')).toBe('jobs')
    expect(screenFor('orders/')).toBe('orders')
  })

  it('knows no other screens', () => {
    expect(screenFor('settings')).toBeNull()
    expect(screenFor('jobs/12')).toBeNull()
    expect(screenFor('jobs/0/pipeline')).toBeNull()
    expect(screenFor('orders/12/pipeline')).toBeNull()
  })

  it('opens a job’s pipeline at its own address below Jobs', () => {
    expect(screenFor(pipelineAddress(12))).toBe('jobs')
    expect(pipelineJobOf('jobs/12/pipeline/')).toBe(12)
    expect(pipelineJobOf('jobs')).toBeNull()
    expect(pipelineJobOf('jobs/12/pipeline/x')).toBeNull()
  })
})

describe('screens by role', () => {
  it('opens the first screen of one’s role at /console', () => {
    expect(screenFor(undefined, 'finance')).toBe('plans')
    expect(screenFor('', 'recruiter')).toBe('applications')
  })

  it('lists only the screens of one’s role', () => {
    expect(screensFor('finance').map((screen) => screen.slug)).toEqual(['plans', 'orders', 'account'])
    expect(screensFor('recruiter').map((screen) => screen.slug)).toEqual([
      'applications',
      'jobs',
      'referrals',
      'messages',
      'people',
      'account',
    ])
    expect(screensFor('admin').map((screen) => screen.slug)).toContain('staff')
  })
})
