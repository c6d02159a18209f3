import { describe, expect, it } from 'vitest'
import { checkJobAlertSearch, checkJobAlertSearchValue, jobAlertSearchMessages } from './job-alert-search.ts'

const { q, location } = jobAlertSearchMessages

describe('the search a job alert keeps: one line, 60 characters, no address', () => {
  it('keeps ordinary searches, trimmed; absent is empty', () => {
    for (const value of ['java', 'Senior Java Developer', 'ASP.NET Core', 'Node.js', 'B.Tech fresher', 'C#, .NET']) {
      expect(checkJobAlertSearchValue('q', ` ${value} `)).toEqual({ ok: true, value })
    }
    expect(checkJobAlertSearchValue('location', 'Pune, Maharashtra')).toEqual({ ok: true, value: 'Pune, Maharashtra' })
    expect(checkJobAlertSearch({})).toEqual({ ok: true, search: { q: '', location: '' } })
    expect(checkJobAlertSearch({ q: null, location: 'Remote' })).toEqual({
      ok: true,
      search: { q: '', location: 'Remote' },
    })
    expect(checkJobAlertSearchValue('q', 'x'.repeat(60))).toEqual({ ok: true, value: 'x'.repeat(60) })
  })

  it('refuses more than 60 characters', () => {
    expect(checkJobAlertSearchValue('q', 'x'.repeat(61))).toEqual({ ok: false, message: q.tooLong })
    expect(checkJobAlertSearchValue('location', 'x'.repeat(61))).toEqual({ ok: false, message: location.tooLong })
  })

  it('refuses a second line, control and invisible characters, and anything but text', () => {
    for (const value of [
      'java\nClick below',
      'java\r\nx',
      'a\tb',
      'a\u2028b',
      'a\u202eb',
      'evil\u200b.com',
      'a\u0000',
      42,
      {},
    ]) {
      expect(checkJobAlertSearchValue('q', value), JSON.stringify(value)).toEqual({ ok: false, message: q.notOneLine })
    }
  })

  it('refuses web addresses, domains and e-mail addresses', () => {
    for (const value of [
      'https://arcnova-login.example/reset',
      'see http:x',
      'www.example.com',
      'verify at arcnova-support.com now',
      'news.google.com',
      'asp.net.evil.com',
      'write to hr@evil.example',
      'mailto:someone',
      'call 10.0.0.1',
      'arcnova。com',
    ]) {
      expect(checkJobAlertSearchValue('q', value), value).toEqual({ ok: false, message: q.address })
    }
    expect(checkJobAlertSearchValue('location', 'evil.example')).toEqual({ ok: false, message: location.address })
  })

  it('names each bad field with its own message', () => {
    expect(checkJobAlertSearch({ q: 'java\nx', location: 'x'.repeat(61) })).toEqual({
      ok: false,
      errors: { q: q.notOneLine, location: location.tooLong },
    })
  })
})
