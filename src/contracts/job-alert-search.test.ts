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

  it('refuses short links, hosts with a path and look-alike dots; keeps degrees (issue 59 item 4)', () => {
    for (const value of [
      'Verify your account at t.co/Xy12Ab',
      'Claim refund: j.mp/3abcd',
      'Login at x.com/security now',
      'x.com',
      'go to evil\u2024com',
      'evil\ufe52com',
      'evil\uff0ecom',
      'evil\u3002com',
      'evil\u2e31com',
      'B.Tech/evil',
      'node.js/x',
    ]) {
      expect(checkJobAlertSearchValue('q', value), value).toEqual({ ok: false, message: q.address })
    }
    for (const value of [
      'B.Tech',
      'M.Sc',
      'Ph.D',
      'B.Com fresher',
      'b.tech/m.tech',
      'M.Sc. Chemistry',
      'B.E, M.Tech',
    ]) {
      expect(checkJobAlertSearchValue('q', value), value).toEqual({ ok: true, value })
    }
  })

  it('names each bad field with its own message', () => {
    expect(checkJobAlertSearch({ q: 'java\nx', location: 'x'.repeat(61) })).toEqual({
      ok: false,
      errors: { q: q.notOneLine, location: location.tooLong },
    })
  })
})
