import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { referralMessages as m } from '../messages.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

describe('POST /api/referrals/', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())
  const url = () => `${server.url}/api/referrals/`

  it('stores a referral and answers 201 JSON', async () => {
    const response = await postJson(url(), { name: ' Arjun Mehta ', email: 'arjun@example.com' })
    expect(response.status).toBe(201)
    expect(
      z.object({ id: z.number(), name: z.string(), email: z.string() }).parse(await response.json()),
    ).toMatchObject({
      name: 'Arjun Mehta',
      email: 'arjun@example.com',
    })
  })

  it('refuses the same friend again, in any letter case, with 409 and a plain-text reason', async () => {
    await postJson(url(), { name: 'Kavya', email: 'kavya@example.com' })
    const again = await postJson(url(), { name: 'Kavya R', email: 'KAVYA@example.com' })
    expect(again.status).toBe(409)
    expect(again.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await again.text()).toBe(m.alreadyReferred)
  })

  it.each([
    [{ email: 'a@example.com' }, m.nameRequired],
    [{ name: '   ', email: 'a@example.com' }, m.nameRequired],
    [{ name: 'A' }, m.emailRequired],
    [{ name: 'A', email: 'not-an-email' }, m.emailInvalid],
    [[], m.expectedObject],
    [{ name: 'Arjun\u0000', email: 'a@example.com' }, 'Name must not contain control characters'],
    [{ name: 'Arjun', email: 'a\u0000@example.com' }, m.emailInvalid],
    [{ name: 'Arjun\tMehta', email: 'a@example.com' }, 'Name must not contain control characters'],
  ])('refuses %j with 400 and a plain-text reason', async (body, message) => {
    const response = await postJson(url(), body)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(message)
  })

  it('takes JSON only, up to 10 KB, and says so in plain text', async () => {
    const form = await fetch(url(), {
      method: 'POST',
      body: new URLSearchParams({ name: 'A', email: 'a@example.com' }),
    })
    expect(form.status).toBe(415)
    expect(await form.text()).toBe('Content-Type must be application/json')
    const broken = await fetch(url(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    })
    expect(broken.status).toBe(400)
    expect(await broken.text()).toBe('Malformed JSON')
    const big = await postJson(url(), { name: 'A'.repeat(11 * 1024), email: 'big@example.com' })
    expect(big.status).toBe(413)
    expect(await big.text()).toBe('Request body too large')
  })
})
