import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { interviewWhen, interviewZoneName } from '../../src/contracts/interviews.ts'
import { settings } from '../../src/site/settings.ts'
import type { OutboxMail } from '../delivery/outbox-message.ts'

/** The company's mail sender, as the invitation's ORGANIZER: `"Name" <address>` or an address alone. */
export interface Organizer {
  name: string
  email: string
}

export function organizerOf(from: string): Organizer {
  const match = /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<]*?))\s*<([^>]+)>\s*$/.exec(from)
  if (match === null) return { name: settings.mailSenderName, email: from.trim() }
  const name = (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1').trim()
  return { name: name || settings.mailSenderName, email: (match[3] ?? '').trim() }
}

/** The organizer: the mail sender (NOTIFY_FROM or the careers name at NOTIFY_EMAIL), else the site's own domain. */
export function interviewOrganizer(notify: { from: string } | null | undefined, siteUrl: string): Organizer {
  return notify
    ? organizerOf(notify.from)
    : { name: settings.mailSenderName, email: `careers@${new URL(siteUrl).hostname}` }
}

export interface InvitationEvent {
  uid: string
  sequence: number
  startsAt: Date
  minutes: number
  place: string
  jobName: string
  applicant: { name: string; email: string }
  interviewers: readonly string[]
  organizer: Organizer
}

/**
 * The invitation as iCalendar text, written by ical-generator (record 067): one VEVENT whose UID stays
 * for the interview's life and whose SEQUENCE rises with each change, times in UTC (calendars show
 * them in their own zone; the text names IST), the applicant and each interviewer as ATTENDEEs.
 */
export function invitationCalendar(event: InvitationEvent, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const calendar = ical({
    prodId: { company: settings.companyName, product: 'Interviews', language: 'EN' },
    method: ICalCalendarMethod[method],
  })
  const when = interviewWhen(event.startsAt, event.minutes)
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: new Date(),
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + event.minutes * 60_000),
    summary: `Interview: ${event.jobName} at ${settings.companyName}`,
    description: `Interview for the role of ${event.jobName}.\n${when.day}, ${when.time}.\nPlace: ${event.place}`,
    location: event.place,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterText(event.organizer.name), email: event.organizer.email },
    attendees: [
      { name: parameterText(event.applicant.name), email: event.applicant.email },
      ...event.interviewers.map((email) => ({ email })),
    ].map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  })
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator stops short of it.
  return `${calendar.toString()}\r\n`
}

/**
 * A name as a parameter value (CN="…"), encoded per RFC 6868: `^` as `^^`, `"` as `^'`, a line break
 * as `^n`. A quote in an applicant's name can then never close the value and add parameters of its own
 * (`Eve";PARTSTAT=ACCEPTED` stays one name), and calendars that read RFC 6868 show it as typed.
 */
export const parameterText = (name: string) =>
  name
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')

export type InvitationChange = 'scheduled' | 'rescheduled' | 'cancelled'

const subjects: Record<InvitationChange, (job: string) => string> = {
  scheduled: (job) => `Interview invitation: ${job} at ${settings.companyName}`,
  rescheduled: (job) => `Interview moved: ${job} at ${settings.companyName}`,
  cancelled: (job) => `Interview cancelled: ${job} at ${settings.companyName}`,
}

/** The e-mail to the applicant and each interviewer (one message each), its invitation inside. */
export function invitationMails(event: InvitationEvent, change: InvitationChange): OutboxMail[] {
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const content = invitationCalendar(event, method)
  const when = interviewWhen(event.startsAt, event.minutes)
  const lines = (greeting: string) =>
    [
      greeting,
      '',
      change === 'cancelled'
        ? `The interview for the role of ${event.jobName} on ${when.day}, ${when.time}, is cancelled.`
        : change === 'rescheduled'
          ? `The interview for the role of ${event.jobName} has moved. It is now:`
          : `You are invited to an interview for the role of ${event.jobName}:`,
      ...(change === 'cancelled'
        ? []
        : [
            '',
            `Date: ${when.day}`,
            `Time: ${when.time}`,
            `Place: ${event.place}`,
            '',
            'The invitation is attached: add it to your calendar with one tap.',
          ]),
      '',
      'Kind regards,',
      `The recruitment team, ${settings.companyName}`,
      '',
      `All times are ${interviewZoneName}.`,
    ].join('\n')
  const icalEvent = { method, filename: 'interview.ics', content } as const
  return [
    {
      to: event.applicant.email,
      subject: subjects[change](event.jobName),
      text: lines(`Dear ${event.applicant.name},`),
      icalEvent,
    },
    ...event.interviewers.map((email) => ({
      to: email,
      subject: `${subjects[change](event.jobName)} (${event.applicant.name})`,
      text: lines(`Hello,\n\nYou are an interviewer for ${event.applicant.name}.`),
      icalEvent,
    })),
  ]
}
