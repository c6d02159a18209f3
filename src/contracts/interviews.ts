// Interview invitations (issue 43 item 5, record 067): what staff send to schedule one, what the
// console and the applicant's page show, and the one way both write its time (India Standard Time).
import { z } from '../lib/schema.ts'
import { checkField, type FieldErrors, textField } from './text.ts'

/** Interviews are set, shown and e-mailed in this zone, named wherever a time is shown. */
export const interviewTimeZone = 'Asia/Kolkata'
export const interviewZoneName = 'India Standard Time (IST)'
/** IST has had no daylight saving since 1945: a fixed offset turns the typed time into an instant. */
const istOffset = '+05:30'

export const interviewLengths = [15, 30, 45, 60, 90, 120, 180] as const
export const interviewersMax = 10

export const interviewMessages = {
  date: 'Please choose the interview’s date.',
  time: 'Please choose its start time.',
  past: 'Please choose a time that has not passed yet.',
  minutes: 'Please choose how long it lasts.',
  placeRequired: 'Please enter the place or the video link.',
  placeTooLong: 'Please shorten the place to 500 characters or fewer.',
  placeForbidden: 'Please remove control characters from the place.',
  interviewers: 'Please choose interviewers from the staff list.',
  cancelled: 'This interview was cancelled: schedule a new one.',
} as const

export type InterviewField = 'date' | 'time' | 'minutes' | 'place' | 'interviewers'

/** POST …/applications/<id>/interviews and PUT …/interviews/<id>: as the dialog's fields hold them. */
export interface InterviewInput {
  /** YYYY-MM-DD and HH:MM in India Standard Time. */
  date: string
  time: string
  minutes: number
  place: string
  /** Staff members' ids, from GET /api/console/interviewers. */
  interviewers: number[]
}

const placeRule = textField({
  required: interviewMessages.placeRequired,
  maxLength: 500,
  tooLong: interviewMessages.placeTooLong,
  forbidden: interviewMessages.placeForbidden,
})

/** The instant a date and time in IST name, or null for a date or time that does not exist. */
export function istInstant(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const instant = new Date(`${date}T${time}:00${istOffset}`)
  if (Number.isNaN(instant.getTime())) return null
  // 2026-02-30 parses as 2 March: the date must read back as itself.
  return istParts(instant).date === date ? instant : null
}

/** An instant's date (YYYY-MM-DD) and time (HH:MM) in IST: what the reschedule dialog starts from. */
export function istParts(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + 330 * 60_000).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

/** The dialog's fields as sent (any JSON on the server): checked values, or one message per bad field. */
export function checkInterviewInput(
  input: unknown,
  now: Date = new Date(),
):
  | { ok: true; data: { startsAt: Date; minutes: number; place: string; interviewers: number[] } }
  | { ok: false; errors: FieldErrors<InterviewField> } {
  const sent = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >
  const errors: FieldErrors<InterviewField> = {}
  const date = typeof sent.date === 'string' ? sent.date : ''
  const time = typeof sent.time === 'string' ? sent.time : ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = interviewMessages.date
  if (!/^\d{2}:\d{2}$/.test(time)) errors.time = interviewMessages.time
  const startsAt = errors.date === undefined && errors.time === undefined ? istInstant(date, time) : null
  if (startsAt === null && errors.date === undefined && errors.time === undefined) errors.date = interviewMessages.date
  if (startsAt !== null && startsAt.getTime() <= now.getTime()) errors.time = interviewMessages.past
  const minutes = sent.minutes
  const knownLength = (interviewLengths as readonly unknown[]).includes(minutes)
  if (!knownLength) errors.minutes = interviewMessages.minutes
  const place = checkField(placeRule, sent.place)
  if (!place.ok) errors.place = place.message
  const interviewers = sent.interviewers ?? []
  const ids =
    Array.isArray(interviewers) &&
    interviewers.length <= interviewersMax &&
    interviewers.every((id) => Number.isInteger(id) && id > 0)
      ? [...new Set(interviewers as number[])]
      : null
  if (ids === null) errors.interviewers = interviewMessages.interviewers
  if (Object.keys(errors).length > 0 || startsAt === null || !place.ok || ids === null) return { ok: false, errors }
  return { ok: true, data: { startsAt, minutes: minutes as number, place: place.value, interviewers: ids } }
}

const timestamp = z.string().check(z.minLength(1))

/** An interview as the console lists it on the application. */
export const interviewSchema = z.object({
  id: z.int(),
  starts_at: timestamp,
  minutes: z.int(),
  place: z.string(),
  interviewers: z.array(z.string()),
  sequence: z.int(),
  cancelled: z.boolean(),
})
export type Interview = z.infer<typeof interviewSchema>

/** GET /api/console/interviewers: the staff list to choose interviewers from. */
export const interviewerSchema = z.object({ id: z.int(), email: z.string() })
export type Interviewer = z.infer<typeof interviewerSchema>

/** The applicant's upcoming interview on their page; its `.ics` is POST /api/my-application/interview.ics. */
export const upcomingInterviewSchema = z.object({ starts_at: timestamp, minutes: z.int(), place: z.string() })
export type UpcomingInterview = z.infer<typeof upcomingInterviewSchema>

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: interviewTimeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: interviewTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 'Tuesday, 1 December 2026' and '10:00–11:00 India Standard Time (IST)': the page, the console and the e-mail. */
export function interviewWhen(startsAt: string | Date, minutes: number): { day: string; time: string } {
  const start = new Date(startsAt)
  const end = new Date(start.getTime() + minutes * 60_000)
  return {
    day: dayFormat.format(start),
    time: `${timeFormat.format(start)}–${timeFormat.format(end)} ${interviewZoneName}`,
  }
}
