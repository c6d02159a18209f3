import { open } from 'node:fs/promises'
import { controlCharactersMessage, hasControlCharacters } from '../../src/contracts/text-rules.ts'
import { applicationMessages as m } from '../messages.ts'
import type { CvExtension, StagedCv } from '../storage/cv-storage.ts'
import { inspectDocx } from './docx-archive.ts'
import { cvExtensionOf, detectContainer, signatureLength } from './file-signature.ts'

export const resumeMaxBytes = 5 * 1024 * 1024
/** Room for the text fields and multipart framing around a CV of the largest allowed size. */
export const applicationBodyMaxBytes = resumeMaxBytes + 64 * 1024

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface ApplicationText {
  jobId: number | null
  fullName: string
  email: string
  phone: string
  comments: string
}

export type FieldErrors = Partial<Record<'job' | 'full_name' | 'email' | 'phone' | 'comments' | 'resume', string>>

/** Checks the text fields (everything except whether the job exists); one message per bad field. */
export function checkApplicationFields(fields: Record<string, string>): { text: ApplicationText; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const text = (name: string) => (fields[name] ?? '').trim()
  const jobText = text('job')
  const jobId = /^\d{1,9}$/.test(jobText) ? Number(jobText) : null
  if (jobText === '') errors.job = m.jobRequired
  else if (jobId === null) errors.job = m.jobNotFound

  const fullName = text('full_name')
  if (hasControlCharacters(fullName)) errors.full_name = controlCharactersMessage('Full name')
  else if (fullName === '') errors.full_name = m.fullNameRequired
  else if (fullName.length > 200) errors.full_name = m.fullNameTooLong

  const email = text('email')
  if (hasControlCharacters(email)) errors.email = controlCharactersMessage('Email')
  else if (email === '') errors.email = m.emailRequired
  else if (email.length > 254 || !emailPattern.test(email)) errors.email = m.emailInvalid

  const phone = text('phone')
  if (hasControlCharacters(phone)) errors.phone = controlCharactersMessage('Phone')
  else if (phone === '') errors.phone = m.phoneRequired
  else if (phone.length > 40) errors.phone = m.phoneTooLong

  const comments = text('comments')
  if (hasControlCharacters(comments, { multiline: true })) errors.comments = controlCharactersMessage('Comments')
  else if (comments.length > 5000) errors.comments = m.commentsTooLong

  return { text: { jobId, fullName, email, phone, comments }, errors }
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r')
  try {
    const head = new Uint8Array(signatureLength)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Checks a staged CV by its name and its content: the name and the content must agree (a program
 * renamed cv.pdf is not a PDF), and a .docx must not declare more than it could safely inflate to.
 */
export async function checkResume(
  resume: { staged: StagedCv; name: string } | null,
): Promise<{ extension: CvExtension; name: string } | { error: string }> {
  if (resume === null) return { error: m.resumeRequired }
  const name = resume.name.trim()
  if (hasControlCharacters(name)) return { error: controlCharactersMessage('Resume file name') }
  if (resume.staged.size === 0) return { error: m.resumeEmpty }
  const extension = cvExtensionOf(name)
  if (extension === null) return { error: m.resumeType }
  const container = detectContainer(await readHead(resume.staged.path))
  if (extension === 'docx' && container === 'zip') {
    const verdict = await inspectDocx(resume.staged.path, resume.staged.size)
    if (verdict === 'too-big-when-inflated') return { error: m.resumeArchiveTooBig }
    if (verdict === 'docx') return { extension, name: name.slice(0, 255) }
    return { error: m.resumeType }
  }
  return container === extension ? { extension, name: name.slice(0, 255) } : { error: m.resumeType }
}
