import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from '../../src/lib/schema.ts'
import { planSchema } from './plan-schema.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

describe('GET /api/plans/', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  it('lists Starter, Growth and Enterprise with limits and a whole-rupee price', async () => {
    const response = await fetch(`${server.url}/api/plans/`)
    expect(response.status).toBe(200)
    const plans = z.array(z.strictObject(planSchema.shape)).parse(await response.json())
    expect(plans.map((plan) => plan.name)).toEqual(['Starter', 'Growth', 'Enterprise'])
    expect(plans.map((plan) => plan.price)).toEqual([4999, 9999, 24999])
    for (const plan of plans) {
      expect(plan.max_users).toBeGreaterThan(0)
      expect(plan.max_tasks).toBeGreaterThan(0)
      expect(plan.max_storage_gb).toBeGreaterThan(0)
    }
  })
})
