import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { neutraliseCell, toCsv } from './csv.ts'

describe('CSV for spreadsheets (RFC 4180, formula-safe)', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const risky of ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseCell(risky)).toBe(`'${risky}`)
    }
    expect(neutraliseCell('Asha Verma')).toBe('Asha Verma')
    expect(neutraliseCell('')).toBe('')
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
