import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { consoleMessages } from '../../src/contracts/console.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const password = 'a long enough password'
const record = z.record(z.string(), z.unknown())

describe('what a plan’s price buys (issue 60 item 8)', () => {
  let server: TestServer
  let cookie = ''
  const call = (route: string, method = 'GET', body?: unknown) =>
    fetch(`${server.url}/api/${route}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  beforeAll(async () => {
    server = await startTestServer()
    await addTestStaff(server.db, 'admin@arcnova.example', password)
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'admin@arcnova.example', password)
  }, 60_000)
  afterAll(() => server.cleanup())

  it('is one payment for the plans there were; staff set it with the price, and the public list says it', async () => {
    const [plan] = z.object({ results: z.array(record) }).parse(await (await call('console/plans/')).json()).results
    expect(plan).toMatchObject({ billing: 'one-off' })
    const id = z.number().parse(plan?.id)
    const saved = await call(`console/plans/${id}`, 'PUT', { ...plan, billing: 'yearly' })
    expect(await saved.json()).toMatchObject({ id, billing: 'yearly' })
    expect(await (await fetch(`${server.url}/api/plans/`)).text()).toContain('"billing":"yearly"')
    const audit = z.object({ results: z.array(record) }).parse(await (await call('console/audit/')).json())
    expect(audit.results[0]).toMatchObject({ action: 'plan.updated', detail: 'billing one-off → yearly' })

    const bad = await call(`console/plans/${id}`, 'PUT', { ...plan, billing: 'weekly' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ errors: { billing: consoleMessages.billingInvalid } })
  })
})
