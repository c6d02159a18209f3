import { request } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { applicationMessages as m } from '../messages.ts'
import { deflatedDocxBomb, docBytes, docxBytes, pdfBytes, programBytes, zipBytes } from '../test-support/files.ts'
import { applicationReceivedSchema } from '../../src/contracts/application-received.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const errorsSchema = z.object({ errors: z.record(z.string(), z.string()) })

function form(fields: Record<string, string>, resume?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  if (resume !== undefined) {
    data.append('resume', new File([resume.bytes], resume.name, { type: resume.type ?? 'application/octet-stream' }))
  }
  return data
}

const valid = {
  job: '1',
  full_name: '  Priya Sharma ',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  comments: 'Available in 30 days',
}

describe('POST /api/job-applications/', () => {
  let server: TestServer
  const url = () => `${server.url}/api/job-applications/`
  const post = (body: FormData) => fetch(url(), { method: 'POST', body })

  async function stored(): Promise<{ rows: number; files: string[] }> {
    const row = await queryOne(
      server.db,
      z.object({ n: z.number() }),
      'SELECT count(*)::int AS n FROM job_applications',
    )
    // Stored CVs and leftover staging files, wherever the server keeps them.
    const files = (await server.storage.list()).map((entry) => entry.name)
    return { rows: row?.n ?? -1, files }
  }

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())
  let before: { rows: number; files: string[] }
  beforeEach(async () => {
    before = await stored()
  })

  it.each([
    ['cv.pdf', pdfBytes()],
    ['CV.DOC', docBytes()],
    ['resume.docx', docxBytes()],
  ])('accepts %s, commits the row and stores the file under a generated name', async (name, bytes) => {
    const response = await post(form(valid, { bytes, name }))
    expect(response.status).toBe(201)
    const body = applicationReceivedSchema.parse(await response.json())
    // No mail server here: the answer promises no e-mail (issue 45).
    expect(body.link_sent).toBe(false)
    const row = await queryOne(
      server.db,
      z.object({ full_name: z.string(), resume_key: z.string(), resume_name: z.string(), job_id: z.number() }),
      'SELECT full_name, resume_key, resume_name, job_id FROM job_applications WHERE id = $1',
      [body.id],
    )
    expect(row).toMatchObject({ full_name: 'Priya Sharma', resume_name: name, job_id: 1 })
    expect(row?.resume_key).not.toContain(name)
    // Through the server's own storage: the upload folder, or PostgreSQL in the server-postgres project.
    expect((await server.storage.list()).map((entry) => entry.key)).toContain(row?.resume_key)
    expect(await server.storage.read(row?.resume_key ?? 'missing')).toEqual(new Uint8Array(bytes))
  })

  it('answers every missing field with the site’s messages and stores nothing', async () => {
    const response = await post(form({}))
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({
      job: m.jobRequired,
      full_name: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      resume: 'Resume is required',
    })
    expect(await stored()).toEqual(before)
  })

  it('refuses an invalid email and an unknown job', async () => {
    const response = await post(
      form({ ...valid, email: 'priya@example', job: '999' }, { bytes: pdfBytes(), name: 'cv.pdf' }),
    )
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({
      email: 'Email is invalid',
      job: 'Job not found',
    })
    expect(await stored()).toEqual(before)
  })

  it.each([
    ['a program renamed .pdf', programBytes(), 'cv.pdf'],
    ['a PDF named .docx', pdfBytes(), 'cv.docx'],
    ['a zip that is not a Word file, named .docx', zipBytes({ 'hello.txt': 'hi' }), 'cv.docx'],
    ['a PDF with a .exe name', pdfBytes(), 'cv.exe'],
    ['a text file', new TextEncoder().encode('just text'), 'cv.txt'],
  ])('refuses %s and stores nothing', async (_label, bytes, name) => {
    const response = await post(form(valid, { bytes, name }))
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({
      resume: 'Resume must be a PDF, DOC or DOCX file',
    })
    expect(await stored()).toEqual(before)
  })

  it('refuses an empty file', async () => {
    const response = await post(form(valid, { bytes: new Uint8Array(0), name: 'cv.pdf' }))
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({ resume: m.resumeEmpty })
  })

  it('refuses a 6 MB CV with 413 straight from its Content-Length', async () => {
    const response = await post(form(valid, { bytes: pdfBytes(6 * 1024 * 1024), name: 'cv.pdf' }))
    expect(response.status).toBe(413)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({ resume: 'Resume must be 5MB or smaller' })
    expect(await stored()).toEqual(before)
  })

  it('refuses a CV just over 5 MB that fits the request cap', async () => {
    const response = await post(form(valid, { bytes: pdfBytes(5 * 1024 * 1024 + 1), name: 'cv.pdf' }))
    expect(response.status).toBe(413)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({ resume: 'Resume must be 5MB or smaller' })
  })

  it('answers 413 while a chunked upload is still streaming, without waiting for the end', async () => {
    const boundary = 'xTestBoundary'
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url(), {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
      })
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0)
        res.resume()
        req.destroy()
      })
      req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)))
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      )
      // Send 6 MB and never finish the request: only a server that counts while streaming can answer.
      const chunk = Buffer.alloc(256 * 1024, 0x20)
      for (let sent = 0; sent < 6 * 1024 * 1024; sent += chunk.length) req.write(chunk)
    })
    expect(status).toBe(413)
    expect(await stored()).toEqual(before)
  })

  it('refuses a body that is not multipart with 415', async () => {
    const response = await fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(415)
  })

  it('refuses broken multipart with 400 and keeps serving', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nope' },
      body: 'this is not multipart',
    })
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text).not.toMatch(/at .*\.ts:\d+/)
    expect((await fetch(`${server.url}/api/plans/`)).status).toBe(200)
  })
  it.each([
    ['full_name', 'Priya\u0000Sharma', 'Full name must not contain control characters'],
    ['email', 'priya\u0000@example.com', 'Email is invalid'],
    ['phone', '+91\u0007 98765', 'Phone must not contain control characters'],
    [
      'comments',
      'Available\u0000 soon',
      'Comments must not contain control characters other than tabs and line breaks',
    ],
    ['full_name', 'Priya\u0085Sharma', 'Full name must not contain control characters'],
  ])(
    'refuses a control character in %s with a 400 naming the field, and stores nothing',
    async (field, value, message) => {
      const response = await post(form({ ...valid, [field]: value }, { bytes: pdfBytes(), name: 'cv.pdf' }))
      expect(response.status).toBe(400)
      expect(errorsSchema.parse(await response.json()).errors).toEqual({ [field]: message })
      expect(await stored()).toEqual(before)
    },
  )

  it('refuses a control character in the CV’s file name', async () => {
    const response = await post(form(valid, { bytes: pdfBytes(), name: 'cv\u0085.pdf' }))
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({
      resume: 'CV file name must not contain control characters',
    })
    // A C0 control breaks the part's header itself: the form as a whole is refused.
    const broken = await post(form(valid, { bytes: pdfBytes(), name: 'cv\u0001.pdf' }))
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ detail: 'Malformed form data' })
    expect(await stored()).toEqual(before)
  })

  it('refuses a .docx zip bomb with a clear message on the CV, and stores nothing', async () => {
    const response = await post(form(valid, { bytes: deflatedDocxBomb(50 * 1024 * 1024), name: 'cv.docx' }))
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(await response.json()).errors).toEqual({ resume: m.resumeArchiveTooBig })
    expect(await stored()).toEqual(before)
  })

  it('keeps tabs and line breaks in comments', async () => {
    const response = await post(
      form({ ...valid, comments: 'Line one\n\tLine two' }, { bytes: pdfBytes(), name: 'cv.pdf' }),
    )
    expect(response.status).toBe(201)
  })
})
