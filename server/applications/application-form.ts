import { checkApplicationText } from '../../src/contracts/application.ts'
import { applicationMessages as m } from '../messages.ts'
import type { CvExtension } from '../storage/cv-storage.ts'
import { cvExtensionOf, detectCvType } from './file-signature.ts'

export const resumeMaxBytes = 5 * 1024 * 1024
/** Room for the text fields and multipart framing around a CV of the largest allowed size. */
export const applicationBodyMaxBytes = resumeMaxBytes + 64 * 1024

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

/** Checks the text fields with the payload's shared contract: the trimmed values and one message per bad field. */
export function readTextFields(fields: { full_name: string; email: string; phone: string; comments: string }): {
  values: { full_name: string; email: string; phone: string; comments: string }
  errors: FieldErrors
} {
  const checked = checkApplicationText(fields)
  if (checked.ok) return { values: checked.data, errors: {} }
  return { values: fields, errors: checked.errors }
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

  const textFields = readTextFields({
    full_name: text(form, 'full_name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    comments: text(form, 'comments'),
  })
  Object.assign(errors, textFields.errors)
  const { full_name: fullName, email, phone, comments } = textFields.values

  let resume: ApplicationDraft['resume'] = null
  let tooLarge = false
  const file = form.get('resume')
  if (!(file instanceof File)) errors.resume = m.resumeRequired
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
