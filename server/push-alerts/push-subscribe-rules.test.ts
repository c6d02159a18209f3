import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pushAlertMessages } from '../../src/contracts/push-alert.ts'
import { queryRows } from '../db/db.ts'
import { pushEndpoint } from '../test-support/push-endpoint.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

describe("push alerts: only the browsers' push services, and a daily quota of new devices", () => {
  let push: Awaited<ReturnType<typeof pushEndpoint>>
  let server: TestServer
  const subscribe = (endpoint: string, ip: string) =>
    postJson(
      `${server.url}/api/push-alerts/`,
      { subscription: { ...push.device('any').subscription, endpoint } },
      { 'X-Forwarded-For': ip },
    )

  beforeAll(async () => {
    push = await pushEndpoint()
    server = await startTestServer({
      TRUST_PROXY: '1',
      PUSH_ENDPOINT_HOSTS: 'push.partner.example',
      PUSH_NEW_PER_NETWORK_PER_DAY: '2',
      PUSH_NEW_PER_DAY: '4',
    })
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await push.close()
  })

  it('refuses any other host with 400 and says why; accepts the push services and the named host', async () => {
    const refused = [
      `${push.url}/local`,
      'https://localhost/push',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest',
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://push.apple.com.evil.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
    ]
    for (const [index, endpoint] of refused.entries()) {
      const response = await subscribe(endpoint, `10.20.0.${index}`)
      expect(response.status, endpoint).toBe(400)
      expect(await response.json()).toMatchObject({ detail: pushAlertMessages.unsupportedService })
    }
    expect(await server.db.query('SELECT 1 FROM push_subscriptions')).toEqual([])
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGuQ',
      'https://push.partner.example/device/1',
    ]
    for (const [index, endpoint] of accepted.entries()) {
      expect((await subscribe(endpoint, `10.21.0.${index}`)).status, endpoint).toBe(201)
    }
  })

  it('counts new devices per client network (an IPv6 /64) and in total per day; renewals are free', async () => {
    await server.db.query('DELETE FROM daily_quota_hits')
    // Six at once from six addresses of one /64: exactly two get through.
    const network = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        subscribe(`https://fcm.googleapis.com/fcm/send/net-${n}`, `2001:db8:7:9::${n.toString(16)}`),
      ),
    )
    expect(network.filter((response) => response.status === 201)).toHaveLength(2)
    const refused = network.find((response) => response.status === 429)
    expect(await refused?.json()).toMatchObject({ detail: pushAlertMessages.tooManyToday })
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0)
    const subscribed = await queryRows(
      server.db,
      z.object({ endpoint: z.string() }),
      "SELECT endpoint FROM push_subscriptions WHERE endpoint LIKE '%/net-%'",
    )
    expect(subscribed).toHaveLength(2)
    // The same device subscribing again (from another network: this one has had its minute) renews it, whatever the quota.
    expect((await subscribe(subscribed[0]?.endpoint ?? '', '10.24.0.1')).status).toBe(201)
    // Two more from another network reach the total of four; a third network is refused.
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/other-1', '10.22.0.1')).status).toBe(201)
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/other-2', '10.22.0.1')).status).toBe(201)
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/third', '10.23.0.1')).status).toBe(429)
  })
})
