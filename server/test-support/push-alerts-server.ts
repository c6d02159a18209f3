import { afterAll, beforeAll, expect } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { pushEndpoint, type TestDevice } from './push-endpoint.ts'
import { addTestStaff, signInBothSteps } from './staff.ts'
import { postJson, startTestServer, type TestServer } from './test-server.ts'

// What the push-alert tests share (push-alerts-sending.test.ts, push-alerts-subscribe.test.ts).
export const siteUrl = 'https://www.arcnova.example'
const password = 'correct horse battery staple'

/**
 * A server with a local push service and a signed-in staff member, started before the describe block
 * this is called in and stopped after it, and the helpers its tests use.
 */
export function pushAlertsServer() {
  let push: Awaited<ReturnType<typeof pushEndpoint>> | undefined
  let server: TestServer | undefined
  const started = () => {
    if (push === undefined || server === undefined) throw new Error('the push-alert server has not started')
    return { push, server }
  }
  let cookie = ''
  let client = 0
  // Each request from a client of its own (TRUST_PROXY): the limit has a test of its own below.
  const subscribe = (device: TestDevice, search: { q?: string; location?: string }, ip = `10.1.0.${client++}`) =>
    postJson(
      `${started().server.url}/api/push-alerts/`,
      { subscription: device.subscription, ...search },
      {
        'X-Forwarded-For': ip,
      },
    )
  const consoleCall = (route: string, body?: unknown) =>
    fetch(`${started().server.url}/api/console/${route}`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  /** Publishes a job in the console and waits for its push alerts to be sent. */
  const publish = async (job: { job_name: string; location: string; skills?: string }) => {
    const response = await consoleCall('jobs/', job)
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    await started().server.deliveries.idle()
    return id
  }
  const pushesTo = (device: TestDevice) =>
    started().push.received.filter((request) => `${started().push.url}${request.path}` === device.subscription.endpoint)
  const subscriptionCount = async () =>
    (
      await queryOne(
        started().server.db,
        z.object({ n: z.number() }),
        'SELECT count(*)::int AS n FROM push_subscriptions',
      )
    )?.n

  beforeAll(async () => {
    push = await pushEndpoint()
    server = await startTestServer(
      { SITE_URL: `${siteUrl}/`, TRUST_PROXY: '1', PUSH_ENDPOINT_HOSTS: '127.0.0.1' },
      { pushAgent: push.agent, pushDeadlineMs: 2000 },
    )
    await addTestStaff(server.db, 'hr@arcnova.example', password)
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'hr@arcnova.example', password)
  }, 60_000)
  afterAll(async () => {
    await server?.cleanup()
    await push?.close()
  })
  return {
    get server() {
      return started().server
    },
    get push() {
      return started().push
    },
    subscribe,
    consoleCall,
    publish,
    pushesTo,
    subscriptionCount,
  }
}
