import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  accessMessages,
  passkeyMessages,
  passkeySchema,
  staffMemberSchema,
} from '../../src/contracts/console-access.ts'
import { listOf } from '../../src/contracts/console.ts'
import { queryOne, queryRows } from '../db/db.ts'
import type { LogFields } from '../log.ts'
import { eventually, mailServer } from '../test-support/mail-server.ts'
import { softAuthenticator } from '../test-support/soft-authenticator.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { replaceRecoveryCodes } from './two-factor.ts'

const password = 'a long enough password'
const owner = 'hr.passkey@arcnova.example'
const admin = 'admin.passkey@arcnova.example'
const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const reauthAnswer = { detail: accessMessages.recentCodeNeeded, reauth: true }
const optionsShape = z.object({ challenge: z.string(), rp: z.object({ id: z.string() }) })

describe('passkeys: adding one wants a fresh code and e-mails its owner; an admin lists and removes them', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  const lines: { message: string; fields: LogFields }[] = []
  const authenticator = softAuthenticator()
  const cookies = { owner: '', admin: '' }
  const api = (path: string) => `${server.url}/api/console/${path}`
  const as = (who: keyof typeof cookies) => ({ Cookie: cookies[who], 'User-Agent': chromeOnLinux })
  const idOf = async (email: string) =>
    (await queryOne(server.db, z.object({ id: z.number() }), 'SELECT id FROM staff WHERE email = $1', [email]))?.id ?? 0
  // As if the last code had been given 16 minutes ago.
  const ageLastCode = async (email: string) =>
    server.db.query("UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes' WHERE staff_id = $1", [
      await idOf(email),
    ])
  const giveFreshCode = async (who: keyof typeof cookies, email: string) => {
    const [code] = await replaceRecoveryCodes(server.db, await idOf(email))
    expect((await postJson(api('reauth'), { code }, as(who))).status).toBe(204)
  }
  const passkeyCount = async () =>
    (await queryOne(server.db, z.object({ n: z.number() }), 'SELECT count(*)::int AS n FROM staff_passkeys'))?.n
  /** A sign-in with the software passkey: the status the server answers. */
  const signInWithPasskey = async () => {
    const options = z
      .object({ challenge: z.string(), rpId: z.string() })
      .parse(await (await postJson(api('passkey-sign-in/options'), {})).json())
    const answer = await postJson(api('passkey-sign-in'), { response: authenticator.authenticate(options, server.url) })
    return { status: answer.status, body: await answer.json() }
  }

  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'team@arcnova.example' },
      { log: (_level, message, fields = {}) => void lines.push({ message, fields }) },
    )
    await addTestStaff(server.db, owner, password, 'recruiter')
    await addTestStaff(server.db, admin, password, 'admin')
    cookies.owner = await signInBothSteps(server.db, `${server.url}/api`, owner, password)
    cookies.admin = await signInBothSteps(server.db, `${server.url}/api`, admin, password)
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  it('without a code in the last 15 minutes, both the options and the verification answer 403 reauth', async () => {
    // Options asked for while the code was fresh, then the verification after it went stale.
    const options = optionsShape.parse(await (await postJson(api('passkeys/options'), {}, as('owner'))).json())
    await ageLastCode(owner)
    const refusedOptions = await postJson(api('passkeys/options'), {}, as('owner'))
    expect(refusedOptions.status).toBe(403)
    expect(await refusedOptions.json()).toEqual(reauthAnswer)
    const response = authenticator.register(options, server.url)
    const refusedAdd = await postJson(api('passkeys'), { response }, as('owner'))
    expect(refusedAdd.status).toBe(403)
    expect(await refusedAdd.json()).toEqual(reauthAnswer)
    expect(await passkeyCount()).toBe(0)
    expect(mail.received).toHaveLength(0)
  })

  it('after a fresh code: 201, the passkey signs in, and its owner is e-mailed when, on which browser, and what to do', async () => {
    await giveFreshCode('owner', owner)
    const options = optionsShape.parse(await (await postJson(api('passkeys/options'), {}, as('owner'))).json())
    const added = await postJson(
      api('passkeys'),
      { response: authenticator.register(options, server.url) },
      as('owner'),
    )
    expect(added.status).toBe(201)

    const received = await eventually(() => mail.received.find((item) => item.to.includes(owner)))
    const parsed = await simpleParser(received.data)
    expect(parsed.subject).toBe('A passkey was added to your Arcnova Consulting console account')
    const text = parsed.text ?? ''
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())
    expect(text).toMatch(new RegExp(`^When: ${today} at \\d{2}:\\d{2} UTC$`, 'm'))
    expect(text).toMatch(/^Browser: Chrome on Linux$/m)
    expect(text).toContain("If it wasn't you")
    expect(text).toContain('Tell an administrator at once')
    expect(text).toContain('https://www.arcnovaconsulting.com/console')
    expect(mail.received).toHaveLength(1)
    // The address goes to the mail server only, never to the log.
    expect(JSON.stringify(lines)).not.toContain(owner)

    const own = listOf(passkeySchema).parse(await (await fetch(api('passkeys/'), { headers: as('owner') })).json())
    expect(own.results).toMatchObject([{ id: authenticator.id, browser: 'Chrome on Linux', last_used_at: null }])
    const signedIn = await signInWithPasskey()
    expect(signedIn).toMatchObject({ status: 200, body: { email: owner } })
  })

  it('an admin sees each member’s passkeys and removes one with a fresh code, audited; it signs in no more', async () => {
    const staff = listOf(staffMemberSchema).parse(await (await fetch(api('staff/'), { headers: as('admin') })).json())
    const member = staff.results.find((item) => item.email === owner)
    expect(member?.passkeys).toEqual([
      {
        id: authenticator.id,
        browser: 'Chrome on Linux',
        created_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ])
    expect(staff.results.find((item) => item.email === admin)?.passkeys).toEqual([])
    const path = api(`staff/${member?.id}/passkeys/${encodeURIComponent(authenticator.id)}`)
    // A recruiter may not; an admin whose code is old is asked for a fresh one.
    expect((await fetch(path, { method: 'DELETE', headers: as('owner') })).status).toBe(403)
    await ageLastCode(admin)
    const stale = await fetch(path, { method: 'DELETE', headers: as('admin') })
    expect([stale.status, await stale.json()]).toEqual([403, reauthAnswer])
    expect(await passkeyCount()).toBe(1)

    await giveFreshCode('admin', admin)
    expect((await fetch(path, { method: 'DELETE', headers: as('admin') })).status).toBe(204)
    expect((await fetch(path, { method: 'DELETE', headers: as('admin') })).status).toBe(404)
    const [audit] = await queryRows(
      server.db,
      z.object({ staff_email: z.string(), action: z.string(), subject: z.string(), detail: z.string() }),
      "SELECT staff_email, action, subject, detail FROM audit_log WHERE action = 'passkey.removed' ORDER BY id DESC",
    )
    expect(audit).toEqual({
      staff_email: admin,
      action: 'passkey.removed',
      subject: `Staff: ${owner}`,
      detail: 'Chrome on Linux; from the Staff screen',
    })
    expect(await signInWithPasskey()).toEqual({ status: 400, body: { detail: passkeyMessages.failed } })
  })
})
