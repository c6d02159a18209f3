import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'

/**
 * Serial numbers of tax documents (record 068): one series per kind of document, restarting each
 * financial year (1 April to 31 March, India time), consecutive, never repeated or skipped.
 */
export const taxDocumentSeries = ['invoice', 'credit-note'] as const
export type TaxDocumentSeries = (typeof taxDocumentSeries)[number]

const seriesPrefix: Record<TaxDocumentSeries, string> = { invoice: 'INV', 'credit-note': 'CN' }

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const indiaOffsetMs = (5 * 60 + 30) * 60_000

/** The date in India at an instant, as YYYY-MM-DD: the invoice's date and its financial year follow it. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + indiaOffsetMs).toISOString().slice(0, 10)
}

/** The financial year an instant falls in, by the year it starts: 31 March 2027 23:59 IST → 2026. */
export function financialYearStart(at: Date): number {
  const [year = 0, month = 0] = indiaDate(at).split('-').map(Number)
  return month >= 4 ? year : year - 1
}

/** '2026-27' for the year starting in 2026 (the form the GST returns use). */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`
}

/** Rule 46(b): at most 16 characters, letters, digits, '-' and '/'. */
export const taxDocumentNumberPattern = /^[A-Za-z0-9/-]{1,16}$/

/**
 * 'INV/26-27/0001', 'CN/26-27/0001': the series, the financial year in short and the serial padded
 * to four digits; it grows to six digits (16 characters) before it could ever break the rule.
 */
export function formatTaxDocumentNumber(series: TaxDocumentSeries, fyStart: number, serial: number): string {
  const fy = financialYearLabel(fyStart).slice(2)
  const number = `${seriesPrefix[series]}/${fy}/${String(serial).padStart(4, '0')}`
  if (!taxDocumentNumberPattern.test(number)) throw new Error(`Serial ${serial} does not fit in 16 characters`)
  return number
}

/**
 * Draws the next number of a series for the financial year of `at`. Run it in the transaction that
 * inserts the document: the counter row stays locked until that transaction ends, so a concurrent
 * issuer waits and then takes the next serial, and a rolled-back document gives its serial back
 * (no gaps, no duplicates, on any number of instances).
 */
export async function issueTaxDocumentNumber(
  tx: Queryable,
  series: TaxDocumentSeries,
  at: Date,
): Promise<{ number: string; serial: number; fyStart: number }> {
  const fyStart = financialYearStart(at)
  const row = await queryOne(
    tx,
    z.object({ last_serial: z.number().int() }),
    `INSERT INTO tax_document_counters (series, fy_start, last_serial) VALUES ($1, $2, 1)
     ON CONFLICT (series, fy_start) DO UPDATE SET last_serial = tax_document_counters.last_serial + 1
     RETURNING last_serial`,
    [series, fyStart],
  )
  if (row === null) throw new Error('The counter answered nothing')
  return {
    number: formatTaxDocumentNumber(series, fyStart, row.last_serial),
    serial: row.last_serial,
    fyStart,
  }
}
