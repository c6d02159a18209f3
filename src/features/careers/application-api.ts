import { privacyNoticeVersion } from '../../contracts/privacy-notice.ts'
import { apiUrl } from '../../site/settings'
import { applicationFields, type ApplicationErrors, type ApplicationValues } from './application-rules'
import { loadJobSchema } from './load-job-schema'
import { shareLinkField } from '../../contracts/share-link-code'
import { shareLinkFor } from './share-link-arrival'

// Sending an application lives with the dialog's code (with the shared rules and zod), never in the
// list page's first script.

/** Sent; `linkSent`: the server is e-mailing the private link to the address given. */
/** `unreachable`: no answer came (no connection, or the request never reached the server): nothing was sent. */
export type SubmitResult =
  | { ok: true; linkSent: boolean }
  | { ok: false; errors: ApplicationErrors; unreachable?: true }

/** Field errors the server sent back (400), limited to the fields the form shows. */
async function serverFieldErrors(response: Response): Promise<ApplicationErrors> {
  const { fieldErrorsSchema } = await loadJobSchema()
  const parsed = fieldErrorsSchema.safeParse(await response.json().catch(() => null))
  const errors: ApplicationErrors = {}
  if (!parsed.success) return errors
  for (const field of applicationFields) {
    const message = parsed.data.errors[field]
    if (message !== undefined) errors[field] = message
  }
  return errors
}

/** Whether the 201 answer says the private link is e-mailed; zod loads only now, as for the field errors. */
async function linkSent(response: Response): Promise<boolean> {
  try {
    const [{ applicationReceivedSchema }, body] = await Promise.all([
      import('../../contracts/application-received.ts'),
      response.json(),
    ])
    // An answer without the flag (an older server) promises no e-mail.
    const received = applicationReceivedSchema.safeParse(body)
    return received.success && received.data.link_sent
  } catch {
    return false
  }
}

/** Sends one application as multipart form data. Never throws. */
export async function submitApplication(
  jobId: number,
  values: ApplicationValues,
  resume: File,
  talentPool: boolean,
): Promise<SubmitResult> {
  const body = new FormData()
  body.append('job', String(jobId))
  body.append('full_name', values.full_name.trim())
  body.append('email', values.email.trim())
  body.append('phone', values.phone.trim())
  body.append('comments', values.comments.trim())
  // The notice the visitor saw beside the button, and their choice: both stored with the application.
  body.append('talent_pool', talentPool ? 'true' : 'false')
  body.append('notice_version', privacyNoticeVersion)
  // The share link this device arrived through for the job, if any: the server records its source.
  const shareLink = shareLinkFor(jobId)
  if (shareLink !== undefined) body.append(shareLinkField, shareLink)
  body.append('resume', resume, resume.name)
  try {
    const response = await fetch(apiUrl('/api/job-applications/'), { method: 'POST', body })
    if (response.ok) return { ok: true, linkSent: await linkSent(response) }
    return { ok: false, errors: await serverFieldErrors(response) }
  } catch (error) {
    console.warn('Could not send the application', error)
    return { ok: false, errors: {}, unreachable: true }
  }
}
