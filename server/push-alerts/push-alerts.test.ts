import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jobAlertSearchMessages } from '../../src/contracts/job-alert-search.ts'
import { pushAlertPayloadSchema } from '../../src/contracts/push-alert.ts'
import { createApp } from '../app.ts'
import { queryOne, queryRows } from '../db/db.ts'
import { pushEndpoint, type TestDevice } from '../test-support/push-endpoint.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { testAppConfig } from '../test-support/stub-deps.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { pushJobAlerts } from './push-alert-sender.ts'
import { savePushSubscription, sweepPushSubscriptions } from './push-alert-store.ts'
import { publicOnlyLookup } from './push-endpoint-policy.ts'
import { loadVapidKeys } from './vapid-keys.ts'

const siteUrl = 'https://www.arcnova.example'
const password = 'correct horse battery staple'

describe('push alerts: subscribe, a published job pushed once, gone devices deleted (local push service)', () => {
  let push: Awaited<ReturnType<typeof pushEndpoint>>
  let server: TestServer
  let cookie = ''
  let client = 0
  // Each request from a client of its own (TRUST_PROXY): the limit has a test of its own below.
  const subscribe = (device: TestDevice, search: { q?: string; location?: string }, ip = `10.1.0.${client++}`) =>
    postJson(
      `${server.url}/api/push-alerts/`,
      { subscription: device.subscription, ...search },
      {
        'X-Forwarded-For': ip,
      },
    )
  const consoleCall = (route: string, body?: unknown) =>
    fetch(`${server.url}/api/console/${route}`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  /** Publishes a job in the console and waits for its push alerts to be sent. */
  const publish = async (job: { job_name: string; location: string; skills?: string }) => {
    const response = await consoleCall('jobs/', job)
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    await server.deliveries.idle()
    return id
  }
  const pushesTo = (device: TestDevice) =>
    push.received.filter((request) => `${push.url}${request.path}` === device.subscription.endpoint)
  const subscriptionCount = async () =>
    (await queryOne(server.db, z.object({ n: z.number() }), 'SELECT count(*)::int AS n FROM push_subscriptions'))?.n

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
    await server.cleanup()
    await push.close()
  })

  it('generates the VAPID keys once: two app instances on one database serve the same public key', async () => {
    const config = testAppConfig({ staticDir: server.config.staticDir })
    const instances = [
      createApp({ db: server.db, storage: server.storage, payments: null, config, outbox: server.outbox }),
      null,
    ].map(
      (app) =>
        app ?? createApp({ db: server.db, storage: server.storage, payments: null, config, outbox: server.outbox }),
    )
    const answers = await Promise.all(
      [...instances, ...instances].map(async (app) => (await app.request('/api/push-alerts/key')).json()),
    )
    const keys = answers.map((answer) => z.object({ publicKey: z.string() }).parse(answer).publicKey)
    const served = z
      .object({ publicKey: z.string() })
      .parse(await (await fetch(`${server.url}/api/push-alerts/key`)).json())
    expect(new Set([...keys, served.publicKey]).size).toBe(1)
    expect(served.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const rows = await queryRows(
      server.db,
      z.object({ public_key: z.string() }),
      'SELECT public_key FROM push_vapid_keys',
    )
    expect(rows).toEqual([{ public_key: served.publicKey }])
    // Keys set in the environment win over the stored pair.
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) }
    const fromEnv = createApp({
      db: server.db,
      storage: server.storage,
      payments: null,
      config: { ...config, vapidKeys: configured },
    })
    expect(await (await fromEnv.request('/api/push-alerts/key')).json()).toEqual({ publicKey: configured.publicKey })
  })

  it('pushes a matching job to the device: the decrypted payload has its name, place and link', async () => {
    const device = push.device('java-pune')
    const everything = push.device('everything')
    expect((await subscribe(device, { q: 'java', location: 'pune' })).status).toBe(201)
    expect((await subscribe(everything, {})).status).toBe(201)
    const id = await publish({ job_name: 'Java Developer', location: 'Pune, Maharashtra', skills: 'Spring' })
    const [request] = pushesTo(device)
    if (request === undefined) throw new Error('no push arrived')
    expect(pushesTo(device)).toHaveLength(1)
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    const { publicKey } = z
      .object({ publicKey: z.string() })
      .parse(await (await fetch(`${server.url}/api/push-alerts/key`)).json())
    expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`))
    const payload = pushAlertPayloadSchema.parse(JSON.parse(device.decrypt(request.body)))
    expect(payload).toEqual({
      title: 'Java Developer',
      body: 'Pune, Maharashtra',
      url: `${siteUrl}/job-openings?job=${id}`,
    })
    expect(pushesTo(everything)).toHaveLength(1)
  })

  it('sends nothing to a device whose search the job does not match', async () => {
    const device = push.device('java-only')
    const everything = push.device('everything-2')
    await subscribe(device, { q: 'java' })
    await subscribe(everything, {})
    await publish({ job_name: 'Accountant', location: 'Mumbai', skills: 'Tally' })
    expect(pushesTo(everything)).toHaveLength(1)
    expect(pushesTo(device)).toHaveLength(0)
  })

  it('never pushes the same job twice to one device: closed and reopened, it stays one notification', async () => {
    const device = push.device('reopen')
    await subscribe(device, { q: 'kotlin' })
    const id = await publish({ job_name: 'Kotlin Engineer', location: 'Remote (India)' })
    expect(pushesTo(device)).toHaveLength(1)
    expect((await consoleCall(`jobs/${id}/close`)).status).toBe(200)
    expect((await consoleCall(`jobs/${id}/reopen`)).status).toBe(200)
    await server.deliveries.idle()
    expect(pushesTo(device)).toHaveLength(1)
    // A job that was closed when the device subscribed, reopened later, is news to it: pushed once.
    const late = push.device('reopen-late')
    await consoleCall(`jobs/${id}/close`)
    await subscribe(late, { q: 'kotlin' })
    expect((await consoleCall(`jobs/${id}/reopen`)).status).toBe(200)
    await server.deliveries.idle()
    expect(pushesTo(late)).toHaveLength(1)
    expect(pushesTo(device)).toHaveLength(1)
  })

  it('deletes a subscription the push service answers 410 for', async () => {
    const gone = push.device('gone/device-1')
    await subscribe(gone, { q: 'rust' })
    const before = await subscriptionCount()
    await publish({ job_name: 'Rust Developer', location: 'Bengaluru' })
    expect(pushesTo(gone)).toHaveLength(1)
    expect(await subscriptionCount()).toBe((before ?? 0) - 1)
    const left = await server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      gone.subscription.endpoint,
    ])
    expect(left).toHaveLength(0)
  })

  it('keeps a device the push service fails for, and logs its status only: never its endpoint or keys', async () => {
    const failing = push.device('fail/device-2')
    const gone = push.device('gone/device-3')
    await subscribe(failing, { q: 'elixir' })
    await subscribe(gone, { q: 'elixir' })
    const id = await publish({ job_name: 'Elixir Developer', location: 'Chennai' })
    expect(pushesTo(failing)).toHaveLength(1)
    // Sent again directly, with the log captured: the failed device's claim was given back, so it is
    // tried again (the outbox's retry does the same); the device that took it gets nothing twice.
    const logged: string[] = []
    const log = (level: string, message: string, fields?: object) =>
      void logged.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`)
    const keys = await loadVapidKeys(server.db, null, server.outbox.sealer)
    const options = { db: server.db, keys, siteUrl, log, agent: push.agent, endpointHosts: ['127.0.0.1'] }
    expect(await pushJobAlerts(options, id)).toEqual({ sent: 0, gone: 0, failed: 1, refused: 0 })
    // The gone one subscribed again: it is tried once more, and so is the failing one.
    await subscribe(gone, { q: 'elixir' })
    expect(await pushJobAlerts(options, id)).toEqual({ sent: 0, gone: 1, failed: 1, refused: 0 })
    expect(logged.join('\n')).toContain('"status":500')
    for (const secret of [failing, gone].flatMap((device) => [
      device.subscription.endpoint,
      'device-',
      device.subscription.keys.p256dh,
      device.subscription.keys.auth,
    ])) {
      expect(logged.join('\n')).not.toContain(secret)
    }
    expect(
      await server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [failing.subscription.endpoint]),
    ).toHaveLength(1)
  })

  it('a flooding, a trickling and a silent push service hold nothing up: other devices get theirs, the server serves', async () => {
    const hostile = ['flood/one', 'trickle/one', 'stall/one', 'stall/two', 'stall/three'].map((name) =>
      push.device(name),
    )
    const good = ['after-1', 'after-2', 'after-3', 'after-4', 'after-5', 'after-6'].map((name) => push.device(name))
    // Subscribed first, so the hostile ones would be first in line.
    for (const device of [...hostile, ...good]) expect((await subscribe(device, { q: 'haskell' })).status).toBe(201)
    const response = await consoleCall('jobs/', { job_name: 'Haskell Developer', location: 'Remote (India)' })
    expect(response.status).toBe(201)
    // Every well-behaved device has its push while three sends are still stuck on silent services.
    await expect.poll(() => good.filter((device) => pushesTo(device).length === 1).length, { timeout: 5000 }).toBe(6)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    await server.deliveries.idle()
    // The flood was cut off after a few KB, the trickle and the silences at the deadline.
    await expect.poll(() => push.openHostileReplies(), { timeout: 5000 }).toBe(0)
    for (const device of hostile) expect(pushesTo(device)).toHaveLength(1)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  }, 30_000)

  it("never sends to a private address, whatever a push service's name resolves to", async () => {
    const device = push.device('dns')
    const endpoint = 'https://fcm.googleapis.com/fcm/send/rebound'
    await savePushSubscription(server.db, { ...device.subscription, endpoint }, { q: 'clojure', location: '' })
    const id = await publish({ job_name: 'Clojure Developer', location: 'Remote (India)' })
    const resolved: string[] = []
    const lookup = publicOnlyLookup((hostname, _options, callback) => {
      resolved.push(hostname)
      callback(null, [{ address: '127.0.0.1', family: 4 }])
    })
    await server.db.query('DELETE FROM push_deliveries WHERE job_id = $1', [id])
    const logged: string[] = []
    const log = (level: string, message: string, fields?: object) =>
      void logged.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`)
    const keys = await loadVapidKeys(server.db, null, server.outbox.sealer)
    const before = push.received.length
    const counts = await pushJobAlerts({ db: server.db, keys, siteUrl, log, lookup, endpointHosts: [] }, id)
    expect(resolved).toContain('fcm.googleapis.com')
    expect(counts.failed).toBeGreaterThanOrEqual(1)
    expect(logged.join('\n')).toContain('private address')
    expect(logged.join('\n')).not.toContain('rebound')
    // Local endpoints (not named here) were refused and deleted, never contacted.
    expect(push.received.length).toBe(before)
    expect(counts.refused).toBeGreaterThan(0)
  })

  it('stops: the device unsubscribes and gets nothing more', async () => {
    const device = push.device('stopper')
    await subscribe(device, { q: 'golang' })
    const stop = await postJson(`${server.url}/api/push-alerts/unsubscribe`, {
      endpoint: device.subscription.endpoint,
    })
    expect(stop.status).toBe(200)
    await publish({ job_name: 'Golang Developer', location: 'Remote (India)' })
    expect(pushesTo(device)).toHaveLength(0)
  })

  it('answers bad input with a 4xx, never a 500', async () => {
    const device = push.device('bad-input')
    const good = device.subscription
    const bodies: unknown[] = [
      null,
      [],
      'text',
      {},
      { subscription: null },
      { subscription: { endpoint: good.endpoint } },
      { subscription: { ...good, endpoint: 'http://127.0.0.1/plain-http' } },
      { subscription: { ...good, endpoint: 'javascript:alert(1)' } },
      { subscription: { ...good, endpoint: `https://x/${'a'.repeat(3000)}` } },
      { subscription: { ...good, keys: { p256dh: 42, auth: good.keys.auth } } },
      { subscription: { ...good, keys: { p256dh: 'not base64 !', auth: good.keys.auth } } },
      { subscription: good, q: 42 },
      { subscription: good, q: 'x'.repeat(201) },
      { subscription: good, location: ['Pune'] },
    ]
    for (const [index, body] of bodies.entries()) {
      const response = await postJson(`${server.url}/api/push-alerts/`, body, { 'X-Forwarded-For': `10.2.0.${index}` })
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    const broken = await fetch(`${server.url}/api/push-alerts/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.2.1.1' },
      body: '{"subscription":',
    })
    expect(broken.status).toBe(400)
    const huge = await postJson(
      `${server.url}/api/push-alerts/`,
      { subscription: good, q: 'x'.repeat(10_000) },
      { 'X-Forwarded-For': '10.2.1.2' },
    )
    expect(huge.status).toBe(413)
    for (const body of [{}, { endpoint: 'http://a/' }, { endpoint: 7 }]) {
      expect((await postJson(`${server.url}/api/push-alerts/unsubscribe`, body)).status).toBe(400)
    }
    expect(await server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [good.endpoint])).toEqual([])
  })

  it('refuses a search an alert may not keep (job-alert-search.ts), naming the field', async () => {
    const device = push.device('bad-search')
    const multiline = await subscribe(device, { q: 'java\nReset at https://evil.example' })
    expect(multiline.status).toBe(400)
    expect(await multiline.json()).toEqual({ errors: { q: jobAlertSearchMessages.q.notOneLine } })
    const address = await subscribe(device, { q: 'java', location: 'hr@evil.example' })
    expect(address.status).toBe(400)
    expect(await address.json()).toEqual({ errors: { location: jobAlertSearchMessages.location.address } })
    expect((await subscribe(device, { q: 'y'.repeat(61) })).status).toBe(400)
    const stored = await server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      device.subscription.endpoint,
    ])
    expect(stored).toEqual([])
  })

  it('limits subscribe requests per client', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await subscribe(push.device(`limited-${index}`), {}, '10.3.0.1')).status)
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses.slice(5)).toEqual([429, 429])
  })

  it('deletes a subscription a year after it was made, unless the device subscribed again', async () => {
    const old = push.device('old')
    const renewed = push.device('renewed')
    await subscribe(old, {})
    await subscribe(renewed, {})
    const yearAgo = "now() - interval '366 days'"
    await server.db.query(
      `UPDATE push_subscriptions SET created_at = ${yearAgo}, renewed_at = ${yearAgo} WHERE endpoint IN ($1, $2)`,
      [old.subscription.endpoint, renewed.subscription.endpoint],
    )
    expect((await subscribe(renewed, { q: 'java' })).status).toBe(201)
    expect(await sweepPushSubscriptions(server.db)).toBe(1)
    const left = await queryRows(
      server.db,
      z.object({ endpoint: z.string(), query: z.string() }),
      'SELECT endpoint, query FROM push_subscriptions WHERE endpoint IN ($1, $2)',
      [old.subscription.endpoint, renewed.subscription.endpoint],
    )
    expect(left).toEqual([{ endpoint: renewed.subscription.endpoint, query: 'java' }])
  })
})
