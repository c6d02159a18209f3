import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contactMessages as m } from '../../src/contracts/contact-message.ts'
import { queryOne } from '../db/db.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

const valid = {
  name: 'Ravi Menon',
  email: 'ravi@example.in',
  subject: 'Hiring 3 engineers',
  message: 'Can we talk\r\non Monday?',
}

describe('POST /api/contact-messages/', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())
  const url = () => `${server.url}/api/contact-messages/`

  it('stores the message, trimmed, and answers 201 with its id', async () => {
    const response = await postJson(url(), { ...valid, name: '  Ravi Menon ' })
    expect(response.status).toBe(201)
    const { id } = z.object({ id: z.number() }).parse(await response.json())
    const row = await queryOne(
      server.db,
      z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() }),
      'SELECT name, email, subject, message FROM contact_messages WHERE id = $1',
      [id],
    )
    expect(row).toEqual({ ...valid, name: 'Ravi Menon' })
  })

  it.each([
    [
      'nothing',
      {},
      { name: m.nameRequired, email: m.emailRequired, subject: m.subjectRequired, message: m.messageRequired },
    ],
    [
      'z@b and a NUL',
      { ...valid, email: 'z@b', subject: 'Hi\u0000' },
      { email: m.emailInvalid, subject: m.subjectForbidden },
    ],
    ['a control character in the message', { ...valid, message: 'Hello\u0007' }, { message: m.messageForbidden }],
    [
      'an array',
      [valid],
      { name: m.nameRequired, email: m.emailRequired, subject: m.subjectRequired, message: m.messageRequired },
    ],
  ])('refuses %s with 400 and the form’s own messages, storing nothing', async (_label, body, errors) => {
    const before = await queryOne(
      server.db,
      z.object({ n: z.number() }),
      'SELECT count(*)::int AS n FROM contact_messages',
    )
    const response = await postJson(url(), body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors })
    const after = await queryOne(
      server.db,
      z.object({ n: z.number() }),
      'SELECT count(*)::int AS n FROM contact_messages',
    )
    expect(after?.n).toBe(before?.n)
  })

  it('refuses what is not JSON (415), broken JSON (400) and a body over 10 KB (413)', async () => {
    expect((await fetch(url(), { method: 'POST', body: 'name=x' })).status).toBe(415)
    expect(
      (await fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' }))
        .status,
    ).toBe(400)
    expect((await postJson(url(), { ...valid, message: 'x'.repeat(11 * 1024) })).status).toBe(413)
  })
})
