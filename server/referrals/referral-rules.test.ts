import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkReferral } from '../../src/contracts/referral.ts'
import { referralMessages as m } from '../messages.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

/** One table of inputs, run through the referral form's check and through the server. */
const table: [string, { name: string; email: string }][] = [
  ['valid', { name: 'Arjun', email: 'arjun1@example.com' }],
  ['short e-mail domain z@b', { name: 'Arjun', email: 'z@b' }],
  ['e-mail without @', { name: 'Arjun', email: 'arjun.example.com' }],
  ['unicode e-mail', { name: 'Arjun', email: 'ü@exämple.com' }],
  ['255-character e-mail', { name: 'Arjun', email: `${'a'.repeat(243)}@example.com` }],
  ['whitespace-only name', { name: ' \t ', email: 'arjun2@example.com' }],
  ['201-character name', { name: 'n'.repeat(201), email: 'arjun3@example.com' }],
  ['200-character name', { name: 'n'.repeat(200), email: 'arjun4@example.com' }],
  ['NUL in name', { name: 'Ar\u0000jun', email: 'arjun5@example.com' }],
  ['tab in name', { name: 'Ar\tjun', email: 'arjun6@example.com' }],
  ['C1 control in name', { name: 'Ar\u009bjun', email: 'arjun7@example.com' }],
  ['NUL in e-mail', { name: 'Arjun', email: 'arjun\u0000@example.com' }],
  ['DEL in e-mail', { name: 'Arjun', email: 'arjun\u007f@example.com' }],
]

describe('referral: form and server agree', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  it.each(table)('%s', async (_label, referral) => {
    const browser = checkReferral(referral)
    const response = await postJson(`${server.url}/api/referrals/`, referral)
    if (browser.ok) {
      expect(response.status).toBe(201)
    } else {
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(browser.message)
    }
  })

  it.each([
    [{ name: 'Ar\u0000jun', email: 'nul-name@example.com' }, m.nameForbidden],
    [{ name: 'Arjun', email: 'nul\u0000@example.com' }, m.emailInvalid],
    [{ name: 'Arjun', email: 'z@b' }, m.emailInvalid],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const response = await postJson(`${server.url}/api/referrals/`, body)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(message)
  })
})
