import { open } from 'node:fs/promises'
import { checkApplicationText } from '../../src/contracts/application.ts'
import { checkConsentFields } from '../../src/contracts/privacy-notice.ts'
import { hasForbiddenCharacters } from '../../src/contracts/text.ts'
import { applicationMessages as m } from '../messages.ts'
import type { CvExtension, StagedCv } from '../storage/cv-storage.ts'
import { inspectDocx } from './docx-archive.ts'
import { cvExtensionOf, detectContainer, signatureLength } from './file-signature.ts'

export const resumeMaxBytes = 5 * 1024 * 1024
/** Room for the text fields and multipart framing around a CV of the largest allowed size. */
export const applicationBodyMaxBytes = resumeMaxBytes + 64 * 1024

export interface ApplicationText {
  jobId: number | null
  fullName: string
  email: string
  phone: string
  comments: string
  /** The talent-pool checkbox: ticked (true) or not. */
  talentPool: boolean
  /** The privacy notice the form showed; null when no notice was shown (the API used directly). */
  noticeVersion: string | null
}

export type FieldErrors = Partial<
  Record<'job' | 'full_name' | 'email' | 'phone' | 'comments' | 'resume' | 'talent_pool' | 'notice_version', string>
>

/** Checks the text fields with the payload's shared contract (everything except whether the job exists). */
export function checkApplicationFields(fields: Record<string, string>): { text: ApplicationText; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const jobText = (fields.job ?? '').trim()
  const jobId = /^\d{1,9}$/.test(jobText) ? Number(jobText) : null
  if (jobText === '') errors.job = m.jobRequired
  else if (jobId === null) errors.job = m.jobNotFound

  const submitted = {
    full_name: fields.full_name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    comments: fields.comments ?? '',
  }
  const checked = checkApplicationText(submitted)
  const values = checked.ok ? checked.data : submitted
  if (!checked.ok) Object.assign(errors, checked.errors)
  const consent = checkConsentFields(fields)
  if (!consent.ok) Object.assign(errors, consent.errors)
  return {
    text: {
      jobId,
      fullName: values.full_name,
      email: values.email,
      phone: values.phone,
      comments: values.comments,
      talentPool: consent.ok && consent.talentPool,
      noticeVersion: consent.ok ? consent.noticeVersion : null,
    },
    errors,
  }
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
  if (hasForbiddenCharacters(name, false)) return { error: m.resumeNameForbidden }
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
