import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pushAlertPayloadSchema } from '../../src/contracts/push-alert.ts'
import { createApp } from '../app.ts'
import { queryRows } from '../db/db.ts'
import { testAppConfig } from '../test-support/stub-deps.ts'
import { pushAlertsServer, siteUrl } from '../test-support/push-alerts-server.ts'
import { pushJobAlerts } from './push-alert-sender.ts'
import { savePushSubscription } from './push-alert-store.ts'
import { publicOnlyLookup } from './push-endpoint-policy.ts'
import { loadVapidKeys } from './vapid-keys.ts'

describe('push alerts: subscribe, a published job pushed once, gone devices deleted (local push service)', () => {
  const alerts = pushAlertsServer()
  const { subscribe, consoleCall, publish, pushesTo, subscriptionCount } = alerts

  it('generates the VAPID keys once: two app instances on one database serve the same public key', async () => {
    const config = testAppConfig({ staticDir: alerts.server.config.staticDir })
    const instances = [
      createApp({
        db: alerts.server.db,
        storage: alerts.server.storage,
        payments: null,
        config,
        outbox: alerts.server.outbox,
      }),
      null,
    ].map(
      (app) =>
        app ??
        createApp({
          db: alerts.server.db,
          storage: alerts.server.storage,
          payments: null,
          config,
          outbox: alerts.server.outbox,
        }),
    )
    const answers = await Promise.all(
      [...instances, ...instances].map(async (app) => (await app.request('/api/push-alerts/key')).json()),
    )
    const keys = answers.map((answer) => z.object({ publicKey: z.string() }).parse(answer).publicKey)
    const served = z
      .object({ publicKey: z.string() })
      .parse(await (await fetch(`${alerts.server.url}/api/push-alerts/key`)).json())
    expect(new Set([...keys, served.publicKey]).size).toBe(1)
    expect(served.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const rows = await queryRows(
      alerts.server.db,
      z.object({ public_key: z.string() }),
      'SELECT public_key FROM push_vapid_keys',
    )
    expect(rows).toEqual([{ public_key: served.publicKey }])
    // Keys set in the environment win over the stored pair.
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) }
    const fromEnv = createApp({
      db: alerts.server.db,
      storage: alerts.server.storage,
      payments: null,
      config: { ...config, vapidKeys: configured },
    })
    expect(await (await fromEnv.request('/api/push-alerts/key')).json()).toEqual({ publicKey: configured.publicKey })
  })

  it('pushes a matching job to the device: the decrypted payload has its name, place and link', async () => {
    const device = alerts.push.device('java-pune')
    const everything = alerts.push.device('everything')
    expect((await subscribe(device, { q: 'java', location: 'pune' })).status).toBe(201)
    expect((await subscribe(everything, {})).status).toBe(201)
    const id = await publish({ job_name: 'Java Developer', location: 'Pune, Maharashtra', skills: 'Spring' })
    const [request] = pushesTo(device)
    if (request === undefined) throw new Error('no push arrived')
    expect(pushesTo(device)).toHaveLength(1)
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    const { publicKey } = z
      .object({ publicKey: z.string() })
      .parse(await (await fetch(`${alerts.server.url}/api/push-alerts/key`)).json())
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
    const device = alerts.push.device('java-only')
    const everything = alerts.push.device('everything-2')
    await subscribe(device, { q: 'java' })
    await subscribe(everything, {})
    await publish({ job_name: 'Accountant', location: 'Mumbai', skills: 'Tally' })
    expect(pushesTo(everything)).toHaveLength(1)
    expect(pushesTo(device)).toHaveLength(0)
  })

  it('never pushes the same job twice to one device: closed and reopened, it stays one notification', async () => {
    const device = alerts.push.device('reopen')
    await subscribe(device, { q: 'kotlin' })
    const id = await publish({ job_name: 'Kotlin Engineer', location: 'Remote (India)' })
    expect(pushesTo(device)).toHaveLength(1)
    expect((await consoleCall(`jobs/${id}/close`)).status).toBe(200)
    expect((await consoleCall(`jobs/${id}/reopen`)).status).toBe(200)
    await alerts.server.deliveries.idle()
    expect(pushesTo(device)).toHaveLength(1)
    // A job that was closed when the device subscribed, reopened later, is news to it: pushed once.
    const late = alerts.push.device('reopen-late')
    await consoleCall(`jobs/${id}/close`)
    await subscribe(late, { q: 'kotlin' })
    expect((await consoleCall(`jobs/${id}/reopen`)).status).toBe(200)
    await alerts.server.deliveries.idle()
    expect(pushesTo(late)).toHaveLength(1)
    expect(pushesTo(device)).toHaveLength(1)
  })

  it('deletes a subscription the push service answers 410 for', async () => {
    const gone = alerts.push.device('gone/device-1')
    await subscribe(gone, { q: 'rust' })
    const before = await subscriptionCount()
    await publish({ job_name: 'Rust Developer', location: 'Bengaluru' })
    expect(pushesTo(gone)).toHaveLength(1)
    expect(await subscriptionCount()).toBe((before ?? 0) - 1)
    const left = await alerts.server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      gone.subscription.endpoint,
    ])
    expect(left).toHaveLength(0)
  })

  it('keeps a device the push service fails for, and logs its status only: never its endpoint or keys', async () => {
    const failing = alerts.push.device('fail/device-2')
    const gone = alerts.push.device('gone/device-3')
    await subscribe(failing, { q: 'elixir' })
    await subscribe(gone, { q: 'elixir' })
    const id = await publish({ job_name: 'Elixir Developer', location: 'Chennai' })
    expect(pushesTo(failing)).toHaveLength(1)
    // Sent again directly, with the log captured: the failed device's claim was given back, so it is
    // tried again (the outbox's retry does the same); the device that took it gets nothing twice.
    const logged: string[] = []
    const log = (level: string, message: string, fields?: object) =>
      void logged.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`)
    const keys = await loadVapidKeys(alerts.server.db, null, alerts.server.outbox.sealer)
    const options = { db: alerts.server.db, keys, siteUrl, log, agent: alerts.push.agent, endpointHosts: ['127.0.0.1'] }
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
      await alerts.server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
        failing.subscription.endpoint,
      ]),
    ).toHaveLength(1)
  })

  it('a flooding, a trickling and a silent push service hold nothing up: other devices get theirs, the server serves', async () => {
    const hostile = ['flood/one', 'trickle/one', 'stall/one', 'stall/two', 'stall/three'].map((name) =>
      alerts.push.device(name),
    )
    const good = ['after-1', 'after-2', 'after-3', 'after-4', 'after-5', 'after-6'].map((name) =>
      alerts.push.device(name),
    )
    // Subscribed first, so the hostile ones would be first in line.
    for (const device of [...hostile, ...good]) expect((await subscribe(device, { q: 'haskell' })).status).toBe(201)
    const response = await consoleCall('jobs/', { job_name: 'Haskell Developer', location: 'Remote (India)' })
    expect(response.status).toBe(201)
    // Every well-behaved device has its push while three sends are still stuck on silent services.
    await expect.poll(() => good.filter((device) => pushesTo(device).length === 1).length, { timeout: 5000 }).toBe(6)
    expect((await fetch(`${alerts.server.url}/api/health`)).status).toBe(200)
    await alerts.server.deliveries.idle()
    // The flood was cut off after a few KB, the trickle and the silences at the deadline.
    await expect.poll(() => alerts.push.openHostileReplies(), { timeout: 5000 }).toBe(0)
    for (const device of hostile) expect(pushesTo(device)).toHaveLength(1)
    expect((await fetch(`${alerts.server.url}/api/health`)).status).toBe(200)
  }, 30_000)

  it("never sends to a private address, whatever a push service's name resolves to", async () => {
    const device = alerts.push.device('dns')
    const endpoint = 'https://fcm.googleapis.com/fcm/send/rebound'
    await savePushSubscription(alerts.server.db, { ...device.subscription, endpoint }, { q: 'clojure', location: '' })
    const id = await publish({ job_name: 'Clojure Developer', location: 'Remote (India)' })
    const resolved: string[] = []
    const lookup = publicOnlyLookup((hostname, _options, callback) => {
      resolved.push(hostname)
      callback(null, [{ address: '127.0.0.1', family: 4 }])
    })
    await alerts.server.db.query('DELETE FROM push_deliveries WHERE job_id = $1', [id])
    const logged: string[] = []
    const log = (level: string, message: string, fields?: object) =>
      void logged.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`)
    const keys = await loadVapidKeys(alerts.server.db, null, alerts.server.outbox.sealer)
    const before = alerts.push.received.length
    const counts = await pushJobAlerts({ db: alerts.server.db, keys, siteUrl, log, lookup, endpointHosts: [] }, id)
    expect(resolved).toContain('fcm.googleapis.com')
    expect(counts.failed).toBeGreaterThanOrEqual(1)
    expect(logged.join('\n')).toContain('private address')
    expect(logged.join('\n')).not.toContain('rebound')
    // Local endpoints (not named here) were refused and deleted, never contacted.
    expect(alerts.push.received.length).toBe(before)
    expect(counts.refused).toBeGreaterThan(0)
  })
})
