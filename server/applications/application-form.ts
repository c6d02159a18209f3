import { controlCharactersMessage, hasControlCharacters } from '../../src/contracts/text-rules.ts'
import { applicationMessages as m } from '../messages.ts'
import type { CvExtension } from '../storage/cv-storage.ts'
import { cvExtensionOf, detectCvType } from './file-signature.ts'

export const resumeMaxBytes = 5 * 1024 * 1024
/** Room for the text fields and multipart framing around a CV of the largest allowed size. */
export const applicationBodyMaxBytes = resumeMaxBytes + 64 * 1024

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface ApplicationDraft {
  jobId: number | null
  fullName: string
  email: string
  phone: string
  comments: string
  resume: { bytes: Uint8Array; name: string; extension: CvExtension } | null
}

export type FieldErrors = Partial<Record<'job' | 'full_name' | 'email' | 'phone' | 'comments' | 'resume', string>>

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** Checks every field of the form (except whether the job exists) and collects one message per bad field. */
export async function readApplicationForm(
  form: FormData,
): Promise<{ draft: ApplicationDraft; errors: FieldErrors; tooLarge: boolean }> {
  const errors: FieldErrors = {}
  const jobText = text(form, 'job')
  const jobId = /^\d{1,9}$/.test(jobText) ? Number(jobText) : null
  if (jobText === '') errors.job = m.jobRequired
  else if (jobId === null) errors.job = m.jobNotFound

  const fullName = text(form, 'full_name')
  if (hasControlCharacters(fullName)) errors.full_name = controlCharactersMessage('Full name')
  else if (fullName === '') errors.full_name = m.fullNameRequired
  else if (fullName.length > 200) errors.full_name = m.fullNameTooLong

  const email = text(form, 'email')
  if (hasControlCharacters(email)) errors.email = controlCharactersMessage('Email')
  else if (email === '') errors.email = m.emailRequired
  else if (email.length > 254 || !emailPattern.test(email)) errors.email = m.emailInvalid

  const phone = text(form, 'phone')
  if (hasControlCharacters(phone)) errors.phone = controlCharactersMessage('Phone')
  else if (phone === '') errors.phone = m.phoneRequired
  else if (phone.length > 40) errors.phone = m.phoneTooLong

  const comments = text(form, 'comments')
  if (hasControlCharacters(comments, { multiline: true })) errors.comments = controlCharactersMessage('Comments')
  else if (comments.length > 5000) errors.comments = m.commentsTooLong

  let resume: ApplicationDraft['resume'] = null
  let tooLarge = false
  const file = form.get('resume')
  if (!(file instanceof File)) errors.resume = m.resumeRequired
  else if (hasControlCharacters(file.name)) errors.resume = controlCharactersMessage('Resume file name')
  else if (file.size === 0) errors.resume = m.resumeEmpty
  else if (file.size > resumeMaxBytes) {
    errors.resume = m.resumeTooLarge
    tooLarge = true
  } else {
    const extension = cvExtensionOf(file.name)
    const bytes = new Uint8Array(await file.arrayBuffer())
    // The name and the content must agree: a program renamed cv.pdf is not a PDF.
    if (extension === null || detectCvType(bytes) !== extension) errors.resume = m.resumeType
    else resume = { bytes, name: file.name.trim().slice(0, 255), extension }
  }

  return { draft: { jobId, fullName, email, phone, comments, resume }, errors, tooLarge }
}
