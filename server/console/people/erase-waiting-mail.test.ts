import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../../db/db.ts'
import { applyWithCv } from '../../test-support/files.ts'
import { freePort } from '../../test-support/free-port.ts'
import { addTestStaff, signInBothSteps } from '../../test-support/staff.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

const password = 'a long enough password'
const person = 'Waiting.Person@Example.com'
const other = 'not.them@example.com'

describe("People's erase drops that address's waiting e-mails, for the kinds the role covers (issue 59 item 2)", () => {
  let server: TestServer
  const cookies: Record<'admin' | 'recruiter', string> = { admin: '', recruiter: '' }
  const erase = (role: keyof typeof cookies) =>
    fetch(`${server.url}/api/console/people/erase`, {
      method: 'POST',
      headers: { Cookie: cookies[role], 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: person.toLowerCase() }),
    })
  const waiting = async () =>
    (
      await queryRows(
        server.db,
        z.object({ kind: z.string() }),
        "SELECT kind FROM outbox WHERE status = 'waiting' ORDER BY id",
      )
    ).map((row) => row.kind)

  beforeAll(async () => {
    // The mail server is away and retries are an hour apart: every e-mail waits.
    server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, NOTIFY_EMAIL: 'hr@arcnova.example' },
      { log: () => undefined, delivery: { firstRetryMs: 3_600_000, maxRetryMs: 3_600_000, pollMs: 3_600_000 } },
    )
    for (const role of ['admin', 'recruiter'] as const) {
      await addTestStaff(server.db, `${role}@arcnova.example`, password, role)
      cookies[role] = await signInBothSteps(server.db, `${server.url}/api`, `${role}@arcnova.example`, password)
    }
    await applyWithCv(server.url, { email: person, fullName: 'Waiting Person' })
    await applyWithCv(server.url, { email: other, fullName: 'Not Them' })
    await server.db.transaction((tx) =>
      server.outbox.add(tx, 'order receipt', {
        channel: 'mail',
        mail: { to: `"Waiting Person" <${person}>`, subject: 'Your receipt', text: '/my-order#live' },
      }),
    )
  }, 60_000)
  afterAll(() => server.cleanup())

  it('a recruiter drops the acknowledgement only; an administrator then the receipt; nobody else loses one', async () => {
    expect(await waiting()).toEqual([
      'team notification',
      'acknowledgement',
      'team notification',
      'acknowledgement',
      'order receipt',
    ])
    const byRecruiter = await erase('recruiter')
    expect(byRecruiter.status).toBe(200)
    expect(await byRecruiter.json()).toMatchObject({ applications: 1, unsent: 1 })
    // The other applicant's acknowledgement, the team's notices and the buyer's receipt still wait.
    expect(await waiting()).toEqual(['team notification', 'team notification', 'acknowledgement', 'order receipt'])

    const byAdmin = await erase('admin')
    expect(await byAdmin.json()).toMatchObject({ applications: 0, unsent: 1 })
    expect(await waiting()).toEqual(['team notification', 'team notification', 'acknowledgement'])
    const audit = await queryRows(
      server.db,
      z.object({ detail: z.string() }),
      "SELECT detail FROM audit_log WHERE action = 'person.erased' ORDER BY id",
    )
    expect(audit.map((row) => row.detail)).toEqual([
      '1 application, 0 referrals, 0 messages, 0 job alerts, 1 waiting e-mail not sent',
      '0 applications, 0 referrals, 0 messages, 0 orders cleared, 0 job alerts, 1 waiting e-mail not sent',
    ])
  })
})
