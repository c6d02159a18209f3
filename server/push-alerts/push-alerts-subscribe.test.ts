import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jobAlertSearchMessages } from '../../src/contracts/job-alert-search.ts'
import { queryRows } from '../db/db.ts'
import { postJson } from '../test-support/test-server.ts'
import { pushAlertsServer } from '../test-support/push-alerts-server.ts'
import { sweepPushSubscriptions } from './push-alert-store.ts'

describe('push alerts: subscribe, a published job pushed once, gone devices deleted (local push service)', () => {
  const alerts = pushAlertsServer()
  const { subscribe, publish, pushesTo } = alerts

  it('stops: the device unsubscribes and gets nothing more', async () => {
    const device = alerts.push.device('stopper')
    await subscribe(device, { q: 'golang' })
    const stop = await postJson(`${alerts.server.url}/api/push-alerts/unsubscribe`, {
      endpoint: device.subscription.endpoint,
    })
    expect(stop.status).toBe(200)
    await publish({ job_name: 'Golang Developer', location: 'Remote (India)' })
    expect(pushesTo(device)).toHaveLength(0)
  })

  it('answers bad input with a 4xx, never a 500', async () => {
    const device = alerts.push.device('bad-input')
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
      const response = await postJson(`${alerts.server.url}/api/push-alerts/`, body, {
        'X-Forwarded-For': `10.2.0.${index}`,
      })
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    const broken = await fetch(`${alerts.server.url}/api/push-alerts/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.2.1.1' },
      body: '{"subscription":',
    })
    expect(broken.status).toBe(400)
    const huge = await postJson(
      `${alerts.server.url}/api/push-alerts/`,
      { subscription: good, q: 'x'.repeat(10_000) },
      { 'X-Forwarded-For': '10.2.1.2' },
    )
    expect(huge.status).toBe(413)
    for (const body of [{}, { endpoint: 'http://a/' }, { endpoint: 7 }]) {
      expect((await postJson(`${alerts.server.url}/api/push-alerts/unsubscribe`, body)).status).toBe(400)
    }
    expect(
      await alerts.server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [good.endpoint]),
    ).toEqual([])
  })

  it('refuses a search an alert may not keep (job-alert-search.ts), naming the field', async () => {
    const device = alerts.push.device('bad-search')
    const multiline = await subscribe(device, { q: 'java\nReset at https://evil.example' })
    expect(multiline.status).toBe(400)
    expect(await multiline.json()).toEqual({ errors: { q: jobAlertSearchMessages.q.notOneLine } })
    const address = await subscribe(device, { q: 'java', location: 'hr@evil.example' })
    expect(address.status).toBe(400)
    expect(await address.json()).toEqual({ errors: { location: jobAlertSearchMessages.location.address } })
    expect((await subscribe(device, { q: 'y'.repeat(61) })).status).toBe(400)
    const stored = await alerts.server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      device.subscription.endpoint,
    ])
    expect(stored).toEqual([])
  })

  it('limits subscribe requests per client', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await subscribe(alerts.push.device(`limited-${index}`), {}, '10.3.0.1')).status)
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses.slice(5)).toEqual([429, 429])
  })

  it('deletes a subscription a year after it was made, unless the device subscribed again', async () => {
    const old = alerts.push.device('old')
    const renewed = alerts.push.device('renewed')
    await subscribe(old, {})
    await subscribe(renewed, {})
    const yearAgo = "now() - interval '366 days'"
    await alerts.server.db.query(
      `UPDATE push_subscriptions SET created_at = ${yearAgo}, renewed_at = ${yearAgo} WHERE endpoint IN ($1, $2)`,
      [old.subscription.endpoint, renewed.subscription.endpoint],
    )
    expect((await subscribe(renewed, { q: 'java' })).status).toBe(201)
    expect(await sweepPushSubscriptions(alerts.server.db)).toBe(1)
    const left = await queryRows(
      alerts.server.db,
      z.object({ endpoint: z.string(), query: z.string() }),
      'SELECT endpoint, query FROM push_subscriptions WHERE endpoint IN ($1, $2)',
      [old.subscription.endpoint, renewed.subscription.endpoint],
    )
    expect(left).toEqual([{ endpoint: renewed.subscription.endpoint, query: 'java' }])
  })
})
