import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvDownloadHeaders, fileNameOf, neutraliseCell, toCsv } from './csv.ts'

describe('CSV for spreadsheets (RFC 4180, formula-safe)', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const risky of [
      '=HYPERLINK("http://evil.example","x")',
      '+1+2',
      '+SUM(A1)',
      "+91+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(A1)',
      '\tx',
      '\rx',
    ]) {
      expect(neutraliseCell(risky)).toBe(`'${risky}`)
    }
    expect(neutraliseCell('Asha Verma')).toBe('Asha Verma')
    expect(neutraliseCell('')).toBe('')
  })

  it("keeps a phone number readable: '+91 98765 43210' is not a formula (issue 61 item 7)", () => {
    for (const phone of ['+91 98765 43210', '+91-98765-43210', '+1 (415) 555-0100', '+919876543210'])
      expect(neutraliseCell(phone)).toBe(phone)
  })

  it('names a download after free text in any script: filename* whole, filename in ASCII, no path', () => {
    const name = `${fileNameOf('UI/UX Designer: Pune')} – pipeline.csv`
    expect(name).toBe('UI-UX Designer- Pune – pipeline.csv')
    expect(csvDownloadHeaders(name)['Content-Disposition']).toBe(
      `attachment; filename="UI-UX Designer- Pune - pipeline.csv"; filename*=UTF-8''UI-UX%20Designer-%20Pune%20%E2%80%93%20pipeline.csv`,
    )
    expect(csvDownloadHeaders('invoices.csv')['Content-Disposition']).toBe('attachment; filename="invoices.csv"')
  })

  it('quotes commas, quotes and line breaks, ends lines with CRLF and reads back as written', () => {
    const text = toCsv(
      ['name', 'note', 'amount'],
      [
        ['Verma, Asha', 'said "yes"\nthen left', 4999],
        ['=HYPERLINK("http://evil.example","Click")', null, -12.5],
      ],
    )
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(text).toContain('\r\n')
    const rows: string[][] = parse(text, { bom: true })
    expect(rows).toEqual([
      ['name', 'note', 'amount'],
      ['Verma, Asha', 'said "yes"\nthen left', '4999'],
      [`'=HYPERLINK("http://evil.example","Click")`, '', '-12.5'],
    ])
  })
})
