import { describe, expect, it } from 'vitest'
import { checkInterviewInput, interviewMessages, interviewWhen, istInstant, istParts } from './interviews.ts'

describe('interview times are India Standard Time, the zone named', () => {
  it('turns a date and time typed in IST into the instant, and back', () => {
    expect(istInstant('2026-12-01', '10:30')?.toISOString()).toBe('2026-12-01T05:00:00.000Z')
    expect(istInstant('2026-02-30', '10:00')).toBeNull()
    expect(istInstant('2026-12-01', '25:00')).toBeNull()
    expect(istParts(new Date('2026-12-01T20:00:00Z'))).toEqual({ date: '2026-12-02', time: '01:30' })
    expect(interviewWhen('2026-12-01T05:00:00Z', 90)).toEqual({
      day: 'Tuesday, 1 December 2026',
      time: '10:30–12:00 India Standard Time (IST)',
    })
  })

  it('checks what the dialog sends: a future time, a listed length, a place, staff ids', () => {
    const now = new Date('2026-11-27T00:00:00Z')
    const good = { date: '2026-12-01', time: '10:30', minutes: 60, place: ' Pune office ', interviewers: [3, 3, 4] }
    expect(checkInterviewInput(good, now)).toEqual({
      ok: true,
      data: { startsAt: new Date('2026-12-01T05:00:00Z'), minutes: 60, place: 'Pune office', interviewers: [3, 4] },
    })
    expect(checkInterviewInput({ ...good, date: '2026-11-26' }, now)).toEqual({
      ok: false,
      errors: { time: interviewMessages.past },
    })
    expect(checkInterviewInput(null, now)).toEqual({
      ok: false,
      errors: {
        date: interviewMessages.date,
        time: interviewMessages.time,
        minutes: interviewMessages.minutes,
        place: interviewMessages.placeRequired,
      },
    })
    expect(checkInterviewInput({ ...good, interviewers: ['3'] }, now)).toMatchObject({
      errors: { interviewers: interviewMessages.interviewers },
    })
  })
})
