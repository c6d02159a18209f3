import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessMessages, type StaffRole } from '../../src/contracts/console-access.ts'
import { sessionRoutes } from '../../src/contracts/console.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const password = 'a long enough password'

/** Who may call what, written out here on its own (not read from the table the server uses). */
const everyone: readonly StaffRole[] = ['admin', 'recruiter', 'finance']
const allowed: Record<string, readonly StaffRole[]> = {
  me: everyone,
  applications: ['admin', 'recruiter'],
  // The hiring pipeline, notes and interviews (issue 43): as applications, never finance.
  pipeline: ['admin', 'recruiter'],
  interviews: ['admin', 'recruiter'],
  interviewers: ['admin', 'recruiter'],
  jobs: ['admin', 'recruiter'],
  'share-links': ['admin', 'recruiter'],
  referrals: ['admin', 'recruiter'],
  messages: ['admin', 'recruiter'],
  people: ['admin', 'recruiter'],
  plans: ['admin', 'finance'],
  orders: ['admin', 'finance'],
  audit: ['admin'],
  staff: ['admin'],
  sessions: everyone,
  'sign-out-everywhere': everyone,
  reauth: everyone,
  passkeys: everyone,
}

describe('roles: every console route for every role', () => {
  let server: TestServer
  const cookies = {} as Record<StaffRole, string>
  beforeAll(async () => {
    server = await startTestServer()
    for (const role of everyone) {
      const email = `${role}@arcnova.example`
      await addTestStaff(server.db, email, password, role)
      cookies[role] = await signInBothSteps(server.db, `${server.url}/api`, email, password)
    }
  }, 60_000)
  afterAll(() => server.cleanup())

  it('admits a role where it may go and answers 403, with a message and no data, everywhere else', async () => {
    // 'Sign out everywhere' ends the session, so it goes last.
    const routes = [...sessionRoutes].sort(
      ([, a], [, b]) => Number(a === 'sign-out-everywhere') - Number(b === 'sign-out-everywhere'),
    )
    const seen: string[] = []
    for (const role of everyone) {
      for (const [method, template] of routes) {
        const area = template.split('/')[0] ?? ''
        const may = allowed[area]
        expect(may, `no expectation for ${template}`).toBeDefined()
        // Ids that do not exist: an admitted call may answer 404 or 400, never change a real record.
        const route = template.replace(':id', '999999')
        const response = await fetch(`${server.url}/api/console/${route}`, {
          method,
          headers: { Cookie: cookies[role], 'Content-Type': 'application/json' },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        })
        const body = await response.text()
        const outcome = `${role} ${method} ${template} → ${response.status}`
        if (may?.includes(role)) {
          expect(outcome).not.toMatch(/→ (401|403)$/)
        } else {
          expect(outcome).toMatch(/→ 403$/)
          expect(JSON.parse(body)).toEqual({ detail: accessMessages.forbidden })
        }
        seen.push(outcome)
      }
    }
    expect(seen).toHaveLength(sessionRoutes.length * everyone.length)
  })

  it('tells the console who is signed in and with which role', async () => {
    const recruiter = await signInBothSteps(server.db, `${server.url}/api`, 'recruiter@arcnova.example', password)
    const me = await fetch(`${server.url}/api/console/me`, { headers: { Cookie: recruiter } })
    expect(await me.json()).toEqual({ email: 'recruiter@arcnova.example', role: 'recruiter', status_emails: false })
  })
})
