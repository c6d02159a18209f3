import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { validateApplication, type ApplicationValues } from '../../src/features/careers/application-rules.ts'
import { applicationMessages as m } from '../messages.ts'
import { pdfBytes } from '../test-support/files.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const errorsSchema = z.object({ errors: z.record(z.string(), z.string()) })

const valid: ApplicationValues = {
  full_name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  comments: 'Available in 30 days',
}

function form(values: ApplicationValues): FormData {
  const data = new FormData()
  data.append('job', '1')
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  data.append('resume', new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }))
  return data
}

/** One table of inputs, run through the browser form's check and through the server. */
const table: [string, Partial<ApplicationValues>][] = [
  ['valid', {}],
  ['short e-mail domain z@b', { email: 'z@b' }],
  ['unicode e-mail', { email: 'ü@exämple.com' }],
  ['254-character e-mail', { email: `${'a'.repeat(242)}@example.com` }],
  ['255-character e-mail', { email: `${'a'.repeat(243)}@example.com` }],
  ['whitespace-only name', { full_name: ' \t ' }],
  ['200-character name', { full_name: 'n'.repeat(200) }],
  ['201-character name', { full_name: 'n'.repeat(201) }],
  ['41-character phone', { phone: '1'.repeat(41) }],
  ['5001-character comments', { comments: 'c'.repeat(5001) }],
  ['comments with tab and line breaks', { comments: 'line one\r\n\tline two\n' }],
  ['NUL in name', { full_name: 'Priya\u0000Sharma' }],
  ['escape in phone', { phone: '98765\u001b[2J' }],
  ['DEL in e-mail', { email: 'priya\u007f@example.com' }],
  ['C1 control in comments', { comments: 'next\u0085line' }],
  ['bell in comments', { comments: 'ring\u0007' }],
  ['newline in name', { full_name: 'Priya\nSharma' }],
  ['emoji in name', { full_name: 'Priya 🌟' }],
]

describe('application text fields: browser and server agree', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  it.each(table)('%s', async (_label, change) => {
    const values = { ...valid, ...change }
    const browser = validateApplication(values, new File([pdfBytes()], 'cv.pdf'))
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form(values) })
    if (Object.keys(browser).length === 0) {
      expect(response.status).toBe(201)
    } else {
      expect(response.status).toBe(400)
      expect(errorsSchema.parse(await response.json()).errors).toEqual(browser)
    }
  })

  it.each([
    ['full_name', m.fullNameForbidden],
    ['email', m.emailInvalid],
    ['phone', m.phoneForbidden],
    ['comments', m.commentsForbidden],
  ] as const)('refuses a NUL byte in %s with 400 naming that field', async (field, message) => {
    const response = await fetch(`${server.url}/api/job-applications/`, {
      method: 'POST',
      body: form({ ...valid, [field]: `${valid[field]}x\u0000y` }),
    })
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(await response.json())).toEqual({ errors: { [field]: message } })
  })

  it('refuses a lone surrogate in the name', async () => {
    const values = { ...valid, full_name: 'Priya \ud800' }
    expect(validateApplication(values, null).full_name).toBe(m.fullNameForbidden)
  })
})
