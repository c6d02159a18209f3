import { describe, expect, it } from 'vitest'
import { isPrivateApi, isPrivatePage } from './private-addresses'
import { privatePages } from './private-pages'

describe('private addresses', () => {
  it('covers the console, the applicant’s page, the buyer’s order page and the job alerts’ page, in any letter case, and nothing else', () => {
    for (const path of [
      '/console',
      '/console/jobs',
      '/Console/Orders',
      privatePages.myApplication.path,
      '/My-Application',
      privatePages.jobAlerts.path,
      privatePages.myOrder.path,
    ]) {
      expect(isPrivatePage(path), path).toBe(true)
    }
    for (const path of ['/', '/my-applications', '/my-orders', '/job-openings', '/privacy', '/consoles']) {
      expect(isPrivatePage(path), path).toBe(false)
    }
  })

  it('covers their API calls, not the public ones', () => {
    for (const path of [
      '/api/my-application/',
      '/api/my-application/lost-link/',
      '/api/console/applications/',
      '/api/job-alerts/confirm/',
      '/api/my-order/',
      '/api/my-order/document/',
    ]) {
      expect(isPrivateApi(path), path).toBe(true)
    }
    for (const path of ['/api/jobs/', '/api/plans/', '/api/job-applications/'])
      expect(isPrivateApi(path), path).toBe(false)
  })
})
