import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { myOrderMessages } from '../../src/contracts/my-order.ts'
import { queryRows } from '../db/db.ts'
import { freePort } from '../test-support/free-port.ts'
import { eventually, mailServer, readMail, waitUntil } from '../test-support/mail-server.ts'
import { paidSandboxOrder } from '../test-support/refunds.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

const siteUrl = 'https://shop.arcnova.example'
const linkPattern = /https:\/\/shop\.arcnova\.example\/my-order#([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g
const password = 'a long enough password'

describe('order links: two years, "Lost your order link?", ended by People’s erase (issue 59 item 5)', () => {
  let port = 0
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  beforeAll(async () => {
    port = await freePort()
    mail = await mailServer('127.0.0.1', { port })
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example', SITE_URL: `${siteUrl}/` },
      { delivery: { firstRetryMs: 100, maxRetryMs: 400, pollMs: 100 } },
    )
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  const opens = async (token: string) => (await postJson(`${server.url}/api/my-order/`, { token })).status
  const linksTo = async (address: string, after: number) => {
    const message = await eventually(() =>
      mail.received.slice(after).find((item) => item.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    )
    const read = readMail(message.data)
    return { read, tokens: [...read.text.matchAll(linkPattern)].map((match) => match[1] ?? '') }
  }

  it('a receipt’s link works for two years, and its e-mail says so', async () => {
    const before = mail.received.length
    const { orderId } = await paidSandboxOrder(server.url, 1, 'two.years@example.in')
    const { read, tokens } = await linksTo('two.years@example.in', before)
    expect(tokens).toHaveLength(1)
    expect(read.text).toContain('are here for the next 2 years:')
    expect(read.text).toContain('("Lost your order link?")')
    const expiry = await queryRows(
      server.db,
      z.object({ days: z.number() }),
      'SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM order_tokens WHERE order_id = $1',
      [orderId],
    )
    // Two calendar years: 730 or 731 days, with a 29 February between; the receipt's link and the one
    // the verify answer gave the buyer's device (issue 60 item 8) alike.
    expect(expiry).toHaveLength(2)
    for (const { days } of expiry) expect([730, 731]).toContain(days)
    expect(await opens(tokens[0] ?? '')).toBe(200)
  })

  it('answers the same for every address; a buyer gets a fresh link per order, and the old ones end only once it has gone out', async () => {
    const before = mail.received.length
    await paidSandboxOrder(server.url, 1, 'Riya.Buyer@example.in')
    await paidSandboxOrder(server.url, 2, 'riya.buyer@example.in')
    await eventually(() =>
      mail.received.slice(before).filter((item) => /riya\.buyer/i.test(item.to.join())).length >= 2 ? true : undefined,
    )
    const old = mail.received
      .slice(before)
      .flatMap((item) => [...readMail(item.data).text.matchAll(linkPattern)].map((match) => match[1] ?? ''))
    expect(old).toHaveLength(2)

    // The mail server goes away: asking now must not cut the buyer off.
    await mail.close()
    const known = await postJson(`${server.url}/api/my-order/lost-link/`, { email: 'RIYA.buyer@example.in' })
    const unknown = await postJson(`${server.url}/api/my-order/lost-link/`, { email: 'never.bought@example.in' })
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.json()).toEqual({ detail: myOrderMessages.lostLinkSent })
    expect(await unknown.json()).toEqual({ detail: myOrderMessages.lostLinkSent })
    // Several tries fail meanwhile (100–400 ms apart).
    await new Promise((resolve) => setTimeout(resolve, 800))
    for (const token of old) expect(await opens(token)).toBe(200)

    // Back (a new server's list starts empty): the fresh links arrive, open the orders, and only then the old ones end.
    mail = await mailServer('127.0.0.1', { port })
    const { read, tokens } = await linksTo('riya.buyer@example.in', 0)
    expect(read.subject).toMatch(/^Your orders at /)
    expect(read.text).toContain('Links sent earlier no longer work.')
    // From the company, as the receipt was (issue 60 item 7).
    expect(/^from: (.*)$/im.exec(read.whole)?.[1]?.replaceAll('"', '')).toMatch(/^Arcnova Consulting </)
    expect(tokens).toHaveLength(2)
    for (const token of tokens) expect(await opens(token)).toBe(200)
    for (const token of old) await waitUntil(async () => (await opens(token)) === 404)
    expect(mail.received.some((item) => item.to.includes('never.bought@example.in'))).toBe(false)
  }, 30_000)

  it('People’s erase of the buyer’s address ends their order links', async () => {
    const before = mail.received.length
    await paidSandboxOrder(server.url, 1, 'erase.me@example.in')
    const { tokens } = await linksTo('erase.me@example.in', before)
    expect(await opens(tokens[0] ?? '')).toBe(200)
    await addTestStaff(server.db, 'admin@arcnova.example', password)
    const admin = await signInBothSteps(server.db, `${server.url}/api`, 'admin@arcnova.example', password)
    const erased = await fetch(`${server.url}/api/console/people/erase`, {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'Erase.Me@example.in' }),
    })
    expect(erased.status).toBe(200)
    expect(await erased.json()).toMatchObject({ orders: 1 })
    expect(await opens(tokens[0] ?? '')).toBe(404)
  })
})
