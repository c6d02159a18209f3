import { describe, expect, it } from 'vitest'
import { docBytes, docxBytes, pdfBytes, programBytes, zipBytes } from '../test-support/files.ts'
import { cvExtensionOf, detectCvType, zipEntryNames } from './file-signature.ts'

describe('detectCvType', () => {
  it('recognises PDF, OLE2 .doc and Word .docx by content', () => {
    expect(detectCvType(pdfBytes())).toBe('pdf')
    expect(detectCvType(docBytes())).toBe('doc')
    expect(detectCvType(docxBytes())).toBe('docx')
  })

  it('rejects programs, plain zips, text and truncated files', () => {
    expect(detectCvType(programBytes())).toBeNull()
    expect(detectCvType(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBeNull()
    expect(detectCvType(new TextEncoder().encode('Dear hiring manager'))).toBeNull()
    expect(detectCvType(docxBytes().subarray(0, 40))).toBeNull()
    expect(detectCvType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBeNull()
  })

  it('reads entry names from the central directory', () => {
    expect(zipEntryNames(zipBytes({ 'a.txt': 'a', 'word/b.xml': 'b' }))).toEqual(['a.txt', 'word/b.xml'])
  })
})

describe('cvExtensionOf', () => {
  it.each([
    ['cv.pdf', 'pdf'],
    ['CV.PDF', 'pdf'],
    ['my.resume.docx', 'docx'],
    ['old.doc', 'doc'],
    ['cv.pdf.exe', null],
    ['cv', null],
    ['cv.docm', null],
  ])('%s → %s', (name, extension) => {
    expect(cvExtensionOf(name)).toBe(extension)
  })
})
