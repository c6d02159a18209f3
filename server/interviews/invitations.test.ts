import ICAL from 'ical.js'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { applicantMessages } from '../../src/contracts/applicant.ts'
import { interviewMessages, istParts } from '../../src/contracts/interviews.ts'
import { issueApplicantToken } from '../applicant/applicant-tokens.ts'
import { pdfBytes } from '../test-support/files.ts'
import { eventually, mailServer, type Received } from '../test-support/mail-server.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

const password = 'a long enough password'
const applicant = 'nisha.interview@example.com'
const panel = ['lead@arcnova.example', 'recruiter@arcnova.example']

/** The invitation as a calendar reads it: ical.js parses the message's own text/calendar part. */
async function invitationIn(message: Received) {
  const parsed = await simpleParser(message.data)
  const part = parsed.attachments.find((item) => item.contentType === 'text/calendar')
  expect(part, 'a text/calendar part').toBeDefined()
  // RFC 5545: the last line ends with CRLF too, as the recipient's calendar receives it (issue 61 item 5).
  expect(part?.content.toString().endsWith('END:VCALENDAR\r\n')).toBe(true)
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString() ?? ''))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  const event = events[0] as ICAL.Component
  const attendees = event.getAllProperties('attendee').map((property) => String(property.getFirstValue()).toLowerCase())
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    summary: String(event.getFirstPropertyValue('summary')),
    location: String(event.getFirstPropertyValue('location')),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees,
    raw: message.data,
  }
}

describe('interview invitations: iCalendar over a real SMTP conversation (REQUEST, reschedule, CANCEL)', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  let cookie = ''
  let staffIds: number[] = []
  let applicationId = 0
  let token = ''
  const api = (route: string) => `${server.url}/api/${route}`
  const call = (route: string, method: string, body?: unknown) =>
    fetch(api(`console/${route}`), {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  // Tomorrow at 10:30 IST, whatever the clock says.
  const tomorrow = istParts(new Date(Date.now() + 86_400_000)).date
  const invitations = () => mail.received.filter((item) => /^subject: Interview/im.test(item.data))
  const waitFor = (count: number) => eventually(() => (invitations().length >= count ? true : undefined))
  const forAddress = (items: Received[], address: string) => items.filter((item) => item.to.includes(address))

  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example' },
      { delivery: { pollMs: 100 } },
    )
    await addTestStaff(server.db, 'recruiter@arcnova.example', password, 'recruiter')
    await addTestStaff(server.db, 'lead@arcnova.example', password, 'admin')
    await addTestStaff(server.db, 'accounts@arcnova.example', password, 'finance')
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'recruiter@arcnova.example', password)
    const form = new FormData()
    for (const [field, value] of Object.entries({
      job: '1',
      full_name: 'Nisha Verma',
      email: applicant,
      phone: '+91 90000 44444',
    }))
      form.set(field, value)
    form.set('resume', new Blob([new Uint8Array(pdfBytes(1500))], { type: 'application/pdf' }), 'cv.pdf')
    const applied = await fetch(api('job-applications/'), { method: 'POST', body: form })
    applicationId = z.object({ id: z.number() }).parse(await applied.json()).id
    token = await issueApplicantToken(server.db, applicationId)
    const staff = z
      .object({ results: z.array(z.object({ id: z.number(), email: z.string() })) })
      .parse(await (await call('interviewers', 'GET')).json()).results
    staffIds = staff.filter((member) => panel.includes(member.email)).map((member) => member.id)
    expect(staffIds).toHaveLength(2)
    // Only those who see the pipeline are offered (issue 59 item 5): not finance.
    expect(staff.map((member) => member.email)).not.toContain('accounts@arcnova.example')
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  it('sends the applicant and each interviewer one VEVENT; reschedule keeps the UID with a higher SEQUENCE; cancel sends METHOD:CANCEL', async () => {
    const scheduled = await call(`applications/${applicationId}/interviews`, 'POST', {
      date: tomorrow,
      time: '10:30',
      minutes: 60,
      place: 'Arcnova office, 4th floor, Baner Road, Pune',
      interviewers: staffIds,
    })
    expect(scheduled.status).toBe(201)
    const interview = z.object({ id: z.number(), sequence: z.number() }).parse(await scheduled.json())
    await waitFor(3)
    const first = await Promise.all(invitations().map(invitationIn))
    expect(first.map((item) => item.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST'])
    expect(new Set(invitations().flatMap((item) => item.to))).toEqual(new Set([applicant, ...panel]))
    const [toApplicant] = await Promise.all(forAddress(invitations(), applicant).map(invitationIn))
    expect(toApplicant?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i)
    expect(toApplicant).toMatchObject({
      sequence: 0,
      start: `${tomorrow}T05:00:00.000Z`,
      end: `${tomorrow}T06:00:00.000Z`,
      location: 'Arcnova office, 4th floor, Baner Road, Pune',
      organizer: 'mailto:hr@arcnova.example',
    })
    expect(toApplicant?.summary).toContain(await jobName())
    expect(toApplicant?.attendees).toEqual(
      expect.arrayContaining([`mailto:${applicant}`, ...panel.map((e) => `mailto:${e}`)]),
    )
    expect(toApplicant?.text).toContain('10:30–11:30 India Standard Time (IST)')
    const uid = toApplicant?.uid ?? ''
    expect(new Set(first.map((item) => item.uid))).toEqual(new Set([uid]))

    // The applicant's page shows it, and serves the same event as a file, never cached.
    const page = await (await postJson(api('my-application/'), { token })).json()
    expect(page).toMatchObject({ interview: { minutes: 60, place: 'Arcnova office, 4th floor, Baner Road, Pune' } })
    const file = await postJson(api('my-application/interview/'), { token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(file.headers.get('cache-control')).toBe('no-store')
    expect(await file.text()).toContain(`UID:${uid}`)

    // Reschedule: the same UID, SEQUENCE 1, the new time; one interviewer dropped gets a cancellation.
    const moved = await call(`interviews/${interview.id}`, 'PUT', {
      date: tomorrow,
      time: '15:00',
      minutes: 45,
      place: 'https://meet.example.com/abc-defg-hij',
      interviewers: staffIds.slice(0, 1),
    })
    expect(moved.status).toBe(200)
    await waitFor(6)
    const second = await Promise.all(invitations().slice(3).map(invitationIn))
    expect(second.map((item) => [item.uid, item.sequence])).toEqual([
      [uid, 1],
      [uid, 1],
      [uid, 1],
    ])
    const rescheduled = second.find(
      (item) => item.method === 'REQUEST' && item.attendees.includes(`mailto:${applicant}`),
    )
    expect(rescheduled).toMatchObject({
      start: `${tomorrow}T09:30:00.000Z`,
      location: 'https://meet.example.com/abc-defg-hij',
    })
    expect(second.map((item) => item.method).sort()).toEqual(['CANCEL', 'REQUEST', 'REQUEST'])

    // Cancel: METHOD:CANCEL with a higher SEQUENCE still, to the applicant and the remaining interviewer.
    expect((await call(`interviews/${interview.id}/cancel`, 'POST')).status).toBe(200)
    await waitFor(8)
    const third = await Promise.all(invitations().slice(6).map(invitationIn))
    expect(third.map((item) => [item.method, item.uid, item.sequence])).toEqual([
      ['CANCEL', uid, 2],
      ['CANCEL', uid, 2],
    ])
    expect(invitations().slice(6)[0]?.data).toMatch(/method=CANCEL/i)
    // Gone from the applicant's page; a cancelled interview cannot be moved again.
    expect(await (await postJson(api('my-application/'), { token })).json()).toMatchObject({ interview: null })
    const gone = await postJson(api('my-application/interview/'), { token })
    expect(gone.status).toBe(404)
    expect(await gone.json()).toMatchObject({ detail: applicantMessages.noInterview })
    expect(
      (
        await call(`interviews/${interview.id}`, 'PUT', {
          date: tomorrow,
          time: '11:00',
          minutes: 60,
          place: 'Pune',
          interviewers: [],
        })
      ).status,
    ).toBe(409)
  })

  it('refuses a time in the past, an unknown length, no place and someone not on the staff list', async () => {
    const refused = await call(`applications/${applicationId}/interviews`, 'POST', {
      date: '2020-01-01',
      time: '10:00',
      minutes: 7,
      place: ' ',
      interviewers: [999_999],
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      errors: {
        time: interviewMessages.past,
        minutes: interviewMessages.minutes,
        place: interviewMessages.placeRequired,
      },
    })
    const stranger = await call(`applications/${applicationId}/interviews`, 'POST', {
      date: tomorrow,
      time: '10:00',
      minutes: 30,
      place: 'Pune',
      interviewers: [999_999],
    })
    expect(await stranger.json()).toEqual({ errors: { interviewers: interviewMessages.interviewers } })
    // A finance member's id, taken from the database, is refused the same way.
    const [finance] = await server.db.query("SELECT id FROM staff WHERE email = 'accounts@arcnova.example'")
    const notOnPanel = await call(`applications/${applicationId}/interviews`, 'POST', {
      date: tomorrow,
      time: '10:00',
      minutes: 30,
      place: 'Pune',
      interviewers: [Number(finance?.id)],
    })
    expect(notOnPanel.status).toBe(400)
    expect(await notOnPanel.json()).toEqual({ errors: { interviewers: interviewMessages.interviewers } })
    expect((await call(`applications/${applicationId}/interviews`, 'POST', 'nonsense')).status).toBe(400)
    expect(
      (
        await call('applications/999999/interviews', 'POST', {
          date: tomorrow,
          time: '10:00',
          minutes: 30,
          place: 'Pune',
        })
      ).status,
    ).toBe(404)
  })

  async function jobName(): Promise<string> {
    const rows = await server.db.query('SELECT job_name FROM jobs WHERE id = 1')
    return String(rows[0]?.job_name)
  }
})
