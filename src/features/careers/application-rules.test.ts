import { describe, expect, it } from 'vitest'
import {
  emptyApplication,
  firstInvalidField,
  resumeError,
  resumeMaxBytes,
  validateApplication,
} from './application-rules'

const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
const valid = { full_name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210', comments: '' }

describe('validateApplication', () => {
  it('asks for every required field', () => {
    expect(validateApplication(emptyApplication, null)).toEqual({
      full_name: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      resume: 'Resume is required',
    })
  })

  it('trims the name and the phone', () => {
    const errors = validateApplication({ ...valid, full_name: '   ', phone: '  ' }, pdf)
    expect(errors).toEqual({ full_name: 'Full name is required', phone: 'Phone is required' })
  })

  it.each(['asha', 'asha@example', '@example.com', 'asha@@example.com', 'a sha@example.com'])(
    'refuses the email %s',
    (email) => {
      expect(validateApplication({ ...valid, email }, pdf).email).toBe('Email is invalid')
    },
  )

  it('accepts a complete form with comments left empty', () => {
    expect(validateApplication(valid, pdf)).toEqual({})
  })

  it('names the first invalid field in screen order', () => {
    expect(firstInvalidField({ resume: 'x', email: 'y' })).toBe('email')
    expect(firstInvalidField({})).toBeUndefined()
  })
})

describe('resumeError', () => {
  it('accepts PDF, DOC and DOCX in any case', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.doc', 'cv.Docx'])
      expect(resumeError(new File(['x'], name))).toBeUndefined()
  })

  it('refuses other types', () => {
    for (const name of ['cv.txt', 'cv.exe', 'cv.pdf.exe', 'cv']) {
      expect(resumeError(new File(['x'], name))).toBe('Resume must be a PDF, DOC or DOCX file')
    }
  })

  it('refuses files over 5MB and empty files', () => {
    expect(resumeError(new File([new Uint8Array(resumeMaxBytes + 1)], 'cv.pdf'))).toBe('Resume must be 5MB or smaller')
    expect(resumeError(new File([new Uint8Array(resumeMaxBytes)], 'cv.pdf'))).toBeUndefined()
    expect(resumeError(new File([], 'cv.pdf'))).toBe('CV file is empty')
  })
})
