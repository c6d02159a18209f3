import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyWithCv } from '../../test-support/files.ts'
import { addTestStaff, signInBothSteps } from '../../test-support/staff.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

const password = 'a long enough password'

describe('People names a person by the address as stored, not as typed (issue 60 item 15)', () => {
  let server: TestServer
  let cookie = ''
  const search = async (email: string) => {
    const response = await fetch(`${server.url}/api/console/people/search`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { addresses: string[] }
  }

  beforeAll(async () => {
    server = await startTestServer({}, { log: () => undefined })
    await addTestStaff(server.db, 'recruiter@arcnova.example', password, 'recruiter')
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'recruiter@arcnova.example', password)
    await applyWithCv(server.url, { email: 'tara.joshi@example.com', fullName: 'Tara Joshi' })
    await applyWithCv(server.url, { email: 'tara.joshi@example.com', fullName: 'Tara Joshi' })
    await applyWithCv(server.url, { email: 'Tara.Joshi@Example.com', fullName: 'Tara Joshi' })
    await applyWithCv(server.url, { email: 'someone.else@example.com', fullName: 'Someone Else' })
  }, 60_000)
  afterAll(() => server.cleanup())

  it('answers each spelling held, the most used first, whatever the letter case typed', async () => {
    expect((await search('TARA.JOSHI@EXAMPLE.COM')).addresses).toEqual([
      'tara.joshi@example.com',
      'Tara.Joshi@Example.com',
    ])
  })

  it('answers none for an address nothing is held for', async () => {
    expect((await search('nobody@example.com')).addresses).toEqual([])
  })
})
