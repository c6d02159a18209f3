import { describe, expect, it } from 'vitest'
import { docBytes, docxBytes, pdfBytes, programBytes } from '../test-support/files.ts'
import { cvExtensionOf, detectContainer } from './file-signature.ts'

describe('detectContainer', () => {
  it('tells PDF, OLE2 .doc and zip (.docx) apart by their first bytes', () => {
    expect(detectContainer(pdfBytes())).toBe('pdf')
    expect(detectContainer(docBytes())).toBe('doc')
    expect(detectContainer(docxBytes())).toBe('zip')
  })

  it('rejects programs, text and truncated signatures', () => {
    expect(detectContainer(programBytes())).toBeNull()
    expect(detectContainer(new TextEncoder().encode('Dear hiring manager'))).toBeNull()
    expect(detectContainer(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBeNull()
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
