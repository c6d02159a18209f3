import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  accessMessages,
  passkeyMessages,
  recoveryCodesSchema,
  secondStepProblemSchema,
  signInStepSchema,
  totpSetupSchema,
} from '../../src/contracts/console-access.ts'
import { sessionRoutes } from '../../src/contracts/console.ts'
import { queryOne, queryRows } from '../db/db.ts'
import { hashPassword } from '../staff/password.ts'
import { saveStaff } from '../staff/staff-repository.ts'
import { addTestStaff, testTotpSecret } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { replaceRecoveryCodes } from './two-factor.ts'

const password = 'a long enough password'
/** The code an authenticator app shows for this secret, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({
    timestamp: Date.now() + steps * 30_000,
  })

describe('two-step sign-in', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' })
    await saveStaff(server.db, 'new@arcnova.example', await hashPassword(password))
    await addTestStaff(server.db, 'hr@arcnova.example', password)
  }, 60_000)
  afterAll(() => server.cleanup())

  const api = (path: string) => `${server.url}/api/console/${path}`
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const passwordStep = async (email: string, headers: Record<string, string> = {}) => {
    const response = await postJson(api('sign-in'), { email, password }, headers)
    expect(response.status).toBe(200)
    return { cookie: cookieOf(response), body: signInStepSchema.parse(await response.json()) }
  }
  const staffId = async (email: string) =>
    (await queryOne(server.db, z.object({ id: z.number() }), 'SELECT id FROM staff WHERE email = $1', [email]))?.id ?? 0

  /** Every data route answers 401, naming the missing step, and carries no data. */
  async function readsNothing(cookie: string, step: 'code' | 'setup') {
    for (const [method, template] of sessionRoutes) {
      const response = await fetch(api(template.replace(':id', '1')), {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      })
      expect(`${method} ${template} ${response.status}`).toBe(`${method} ${template} 401`)
      expect(secondStepProblemSchema.parse(await response.json()).step).toBe(step)
    }
  }

  it('sets up an authenticator app after the password: QR code and key, first code, ten recovery codes once', async () => {
    const { cookie, body } = await passwordStep('new@arcnova.example')
    expect(body).toEqual({ email: 'new@arcnova.example', step: 'setup' })
    await readsNothing(cookie, 'setup')

    const setup = totpSetupSchema.parse(
      await (await fetch(api('two-factor/setup'), { headers: { Cookie: cookie } })).json(),
    )
    expect(setup.setup_key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/) // 160 bits, base32, in groups of four
    expect(setup.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    // Asking again shows the same key until it is confirmed.
    expect(
      totpSetupSchema.parse(await (await fetch(api('two-factor/setup'), { headers: { Cookie: cookie } })).json()),
    ).toEqual(setup)
    // The secret being set up is sealed at rest (issue 59 item 2): the sessions table does not hold it.
    const bare = setup.setup_key.replace(/ /g, '')
    expect(JSON.stringify(await server.db.query('SELECT pending_totp_secret FROM staff_sessions'))).not.toContain(bare)

    const wrong = await postJson(api('two-factor/setup'), { code: '000000' }, { Cookie: cookie })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ detail: accessMessages.wrongCode })
    const confirmed = await postJson(api('two-factor/setup'), { code: codeFor(setup.setup_key) }, { Cookie: cookie })
    expect(confirmed.status).toBe(200)
    const { recovery_codes: codes } = recoveryCodesSchema.parse(await confirmed.json())
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect((await fetch(api('me'), { headers: { Cookie: cookie } })).status).toBe(200)
    // Set up once: the set-up is closed now, and the codes are kept only as hashes.
    expect((await fetch(api('two-factor/setup'), { headers: { Cookie: cookie } })).status).toBe(409)
    expect(JSON.stringify(await server.db.query('SELECT totp_secret FROM staff'))).not.toContain(bare)
    const stored = JSON.stringify(await server.db.query('SELECT * FROM staff_recovery_codes'))
    for (const code of codes) expect(stored).not.toContain(code)
    const audit = await queryRows(
      server.db,
      z.object({ action: z.string() }),
      "SELECT action FROM audit_log WHERE staff_email = 'new@arcnova.example' ORDER BY id",
    )
    // The wrong code is audited too.
    expect(audit.map((row) => row.action)).toEqual(['sign-in.failed', 'two-factor.set-up', 'sign-in.succeeded'])

    // The next sign-in asks for a code; the one used for the set-up is spent.
    const next = await passwordStep('new@arcnova.example')
    expect(next.body.step).toBe('code')
    const secret = setup.setup_key
    const spent = await queryOne(
      server.db,
      z.object({ step: z.coerce.number() }),
      "SELECT totp_last_step AS step FROM staff WHERE email = 'new@arcnova.example'",
    )
    // The very code the set-up took (its 30 s step as recorded), whatever the clock says now.
    const used = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({
      timestamp: (spent?.step ?? 0) * 30_000,
    })
    const replayed = await postJson(api('two-factor/verify'), { code: used }, { Cookie: next.cookie })
    const fresh = await postJson(api('two-factor/verify'), { code: codeFor(secret, 1) }, { Cookie: next.cookie })
    expect([replayed.status, fresh.status]).toEqual([400, 200])
  })

  it('after the password, a session reads nothing until a code from the app or an unused recovery code', async () => {
    const { cookie, body } = await passwordStep('hr@arcnova.example')
    expect(body.step).toBe('code')
    await readsNothing(cookie, 'code')
    const [code, other] = await replaceRecoveryCodes(server.db, await staffId('hr@arcnova.example'))
    const accepted = await postJson(api('two-factor/verify'), { code: code?.toLowerCase() }, { Cookie: cookie })
    expect(accepted.status).toBe(200)
    expect((await fetch(api('applications/'), { headers: { Cookie: cookie } })).status).toBe(200)
    // A recovery code works once.
    const again = await passwordStep('hr@arcnova.example')
    expect((await postJson(api('two-factor/verify'), { code }, { Cookie: again.cookie })).status).toBe(400)
    expect((await postJson(api('two-factor/verify'), { code: other }, { Cookie: again.cookie })).status).toBe(200)
    // One code, two requests at once: only one is accepted.
    const [first, second] = await Promise.all(
      [0, 1].map(async () => {
        const session = await passwordStep('hr@arcnova.example', { 'X-Forwarded-For': '192.0.2.40' })
        return session.cookie
      }),
    )
    const code2 = codeFor(testTotpSecret, 1)
    const statuses = await Promise.all(
      [first, second].map(
        async (cookie2) =>
          (await postJson(api('two-factor/verify'), { code: code2 }, { Cookie: cookie2 ?? '' })).status,
      ),
    )
    expect(statuses.sort()).toEqual([200, 400])
  })

  it('25 wrong codes at once: at most 5 are checked, the rest get 429 or 401 (the fifth ends the session); a bad body never 500', async () => {
    const { cookie } = await passwordStep('hr@arcnova.example', { 'X-Forwarded-For': '203.0.113.30' })
    const statuses = await Promise.all(
      Array.from({ length: 25 }, async (_, index) => {
        const response = await postJson(
          api('two-factor/verify'),
          { code: String(100000 + index) },
          { Cookie: cookie, 'X-Forwarded-For': '203.0.113.30' },
        )
        return response.status
      }),
    )
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4)
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(1)
    expect(statuses.every((status) => status === 400 || status === 401 || status === 429)).toBe(true)
    for (const body of ['{"code":123456}', '"x"', `{"code":"${'x'.repeat(100)}"}`, 'not json'])
      expect(
        (
          await fetch(api('two-factor/verify'), {
            method: 'POST',
            headers: { Cookie: cookie, 'Content-Type': 'application/json' },
            body,
          })
        ).status,
      ).toBeLessThan(500)
  })

  it('a destructive act asks for a fresh code once the last one is older than 15 minutes', async () => {
    const { cookie } = await passwordStep('hr@arcnova.example', { 'X-Forwarded-For': '192.0.2.41' })
    const [code, later] = await replaceRecoveryCodes(server.db, await staffId('hr@arcnova.example'))
    await postJson(api('two-factor/verify'), { code }, { Cookie: cookie, 'X-Forwarded-For': '192.0.2.41' })
    await server.db.query("UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'")
    const refused = await fetch(api('applications/999999'), { method: 'DELETE', headers: { Cookie: cookie } })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ detail: accessMessages.recentCodeNeeded, reauth: true })
    expect(
      (await postJson(api('reauth'), { code: '123 456' }, { Cookie: cookie, 'X-Forwarded-For': '192.0.2.41' })).status,
    ).toBe(400)
    expect(
      (await postJson(api('reauth'), { code: later }, { Cookie: cookie, 'X-Forwarded-For': '192.0.2.41' })).status,
    ).toBe(204)
    // Past the check: the application does not exist.
    expect((await fetch(api('applications/999999'), { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(
      404,
    )
  })

  it('passkey sign-in: options for the request’s host; malformed or unknown credentials get 400, never 500', async () => {
    const options = await postJson(api('passkey-sign-in/options'), {})
    expect(options.status).toBe(200)
    const body = z.object({ challenge: z.string(), rpId: z.string() }).parse(await options.json())
    expect(body.rpId).toBe(new URL(server.url).hostname)
    expect(body.challenge.length).toBeGreaterThanOrEqual(32)
    const unknown = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} }
    for (const sent of [{}, { response: 'x' }, { response: { ...unknown, type: 'password' } }, { response: unknown }]) {
      const response = await postJson(api('passkey-sign-in'), sent, { 'X-Forwarded-For': '192.0.2.60' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: passkeyMessages.failed })
    }
    // Adding one needs a signed-in session.
    expect((await postJson(api('passkeys/options'), {})).status).toBe(401)
  })
})
