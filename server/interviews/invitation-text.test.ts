import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { invitationCalendar } from './invitation.ts'

/** A name an applicant may type, built to break out of CN="…" (issue 61 item 5). */
const hostile = 'Eve";PARTSTAT=ACCEPTED;X-INJ="1'
const event = {
  uid: 'interview-1@arcnova.example',
  sequence: 2,
  startsAt: new Date('2026-12-01T05:00:00Z'),
  minutes: 45,
  jobName: 'Data Engineer',
  place: 'Pune office',
  organizer: { name: 'Arcnova "Careers" ^ HR', email: 'careers@arcnova.example' },
  applicant: { name: hostile, email: 'eve@example.com' },
  interviewers: ['lead@arcnova.example'],
}

describe('the invitation as a calendar reads it (RFC 5545, RFC 6868)', () => {
  for (const method of ['REQUEST', 'CANCEL'] as const) {
    it(`${method}: every line, the last too, ends with CRLF; a quote in a name stays in the name`, () => {
      const text = invitationCalendar(event, method)
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)

      const calendar = new ICAL.Component(ICAL.parse(text))
      const vevent = calendar.getFirstSubcomponent('vevent')
      const attendees = vevent?.getAllProperties('attendee') ?? []
      expect(attendees).toHaveLength(2)
      const applicant = attendees[0]
      expect(applicant?.getParameter('cn')).toBe(hostile)
      expect(applicant?.getParameter('partstat')).toBe('NEEDS-ACTION')
      expect(applicant?.getParameter('x-inj')).toBeUndefined()
      expect(vevent?.getFirstProperty('organizer')?.getParameter('cn')).toBe('Arcnova "Careers" ^ HR')
    })
  }
})
