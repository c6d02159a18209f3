import { stringify } from 'csv-stringify/sync'

/** A cell: text is neutralised when a spreadsheet would run it; numbers and dates go as they are. */
export type CsvCell = string | number | null

/**
 * Characters that make Excel, LibreOffice or Google Sheets treat a cell as a formula (OWASP "CSV
 * injection"): text the public wrote (a name, a note) must never run when a hiring manager or an
 * accountant opens the file.
 */
const formulaStart = /^[=+\-@\t\r]/

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
    row.map((cell) => (cell === null ? '' : typeof cell === 'string' ? neutraliseCell(cell) : String(cell))),
  )
  // csv-stringify quotes a cell holding a comma, a quote or CRLF; a lone CR or LF must be quoted too.
  return stringify([[...header], ...cells], { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ })
}

/** Headers for a CSV download that is personal data: never cached, never sniffed. */
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
}
