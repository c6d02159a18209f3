import contentDisposition from 'content-disposition'
import { stringify } from 'csv-stringify/sync'

/** A number written with a fixed count of decimals (an amount), which no spreadsheet runs. */
export interface CsvFigure {
  readonly figure: string
}
export const figure = (value: number, decimals = 2): CsvFigure => ({ figure: value.toFixed(decimals) })

/** A cell: text is neutralised when a spreadsheet would run it; numbers, figures and dates go as they are. */
export type CsvCell = string | number | CsvFigure | null

/**
 * What makes Excel, LibreOffice or Google Sheets treat a cell as a formula (OWASP "CSV injection"):
 * text the public wrote (a name, a note) must never run when a hiring manager or an accountant opens
 * the file. A leading `+` is left alone only in a phone number (`+91 98765 43210` stays readable,
 * issue 61 item 7); `+1+cmd|…` is not one.
 */
const formulaStart = /^(?:[=\-@\t\r]|\+(?![\d ().-]*$))/

/** Prefixes a risky text cell with an apostrophe, which spreadsheets show as text and never run. */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value
}

/**
 * RFC 4180 text: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line
 * break. A UTF-8 byte-order mark leads so Excel reads names in any script correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cells = rows.map((row) =>
    row.map((cell) =>
      cell === null
        ? ''
        : typeof cell === 'string'
          ? neutraliseCell(cell)
          : typeof cell === 'number'
            ? String(cell)
            : cell.figure,
    ),
  )
  // csv-stringify quotes a cell holding a comma, a quote or CRLF; a lone CR or LF must be quoted too.
  return stringify([[...header], ...cells], { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ })
}

/** A file name from free text (a job's name): what no file system takes becomes '-'. */
export const fileNameOf = (text: string): string =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)

/** The name in plain ASCII, for browsers that read only `filename=` (RFC 6266 `filename*` has it whole). */
const asciiName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[%\\]/g, '-')
    .replace(/ {2,}/g, ' ')

/**
 * Headers for a CSV download that is personal data: never cached, never sniffed. The name may be in
 * any script: `filename*` (RFC 6266, through `content-disposition`) carries it, `filename` an ASCII copy.
 */
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': contentDisposition(filename, { fallback: asciiName(filename) }),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
}
