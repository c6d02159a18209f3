import { interviewTimeZone } from '../../../contracts/interviews'

// One zone everywhere in the console, named, so offices abroad read every time alike (issue 60 item 4).
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: interviewTimeZone,
})
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })

/** A server timestamp in India's time, marked 'IST' ('28 Nov 2026, 10:05 am IST'); the raw text if it is not a date. */
export function formatWhen(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : `${dateTime.format(date)} IST`
}

/** A YYYY-MM-DD date as written, in words. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dateOnly.format(date)
}

/** An amount in the currency's minor unit (paise) as money. */
export function formatAmount(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(minor / 100)
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`
  }
}

/** A file size in KB or MB. */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
