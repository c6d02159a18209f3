import {
  applicationLimits,
  applicationMessages as contractMessages,
  checkApplicationText,
  type ApplicationText,
} from '../../contracts/application.ts'
import { settings } from '../../site/settings.ts'

/** The application form's fields, named as the API names them. */
export type ApplicationValues = ApplicationText

export type ApplicationField = keyof ApplicationValues | 'resume'
export type ApplicationErrors = Partial<Record<ApplicationField, string>>

/** Order of the fields on screen: focus goes to the first invalid one. */
export const applicationFields: readonly ApplicationField[] = ['full_name', 'email', 'phone', 'comments', 'resume']

export const emptyApplication: ApplicationValues = { full_name: '', email: '', phone: '', comments: '' }

/** The visitor-facing messages: the fields' come from the shared contract, so the server answers the same strings. */
export const applicationMessages = {
  ...contractMessages,
  submitted: 'Application submitted successfully!',
  /**
   * After it, when the server e-mails the private link (record 050): on its way, not sent (the mail
   * server has not taken it yet and may refuse it), and the address repeated so a typo shows (issue 60 item 6).
   */
  linkSent: (email: string) =>
    `We are sending a link to your application to ${email}. If that address is wrong, the link cannot reach you: write to us at ${settings.infoEmail} with the right one.`,
  failed: 'Failed to submit application. Please try again.',
  offline: 'You are offline: nothing was sent. Your application is kept here — send it when you are back online.',
  /** No answer while the device thought it was online (issue 60 item 10): no server error to blame. */
  unreachable:
    'The application could not reach us, so nothing was sent: this device seems to be offline. Your application is kept here — send it again once you are connected.',
} as const

export const resumeMaxBytes = applicationLimits.resumeBytes
export const resumeAccept = '.pdf,.doc,.docx'

const resumeExtension = /\.(pdf|docx?)$/i

/** The CV's problem, if any: checked as soon as a file is chosen and again before sending. */
export function resumeError(file: File | null): string | undefined {
  if (file === null) return applicationMessages.resumeRequired
  if (!resumeExtension.test(file.name.trim())) return applicationMessages.resumeType
  if (file.size === 0) return applicationMessages.resumeEmpty
  if (file.size > resumeMaxBytes) return applicationMessages.resumeTooLarge
  return undefined
}

/** One field's problem, if any. */
export function fieldError(
  field: ApplicationField,
  values: ApplicationValues,
  resume: File | null,
): string | undefined {
  switch (field) {
    case 'full_name':
    case 'email':
    case 'phone':
    case 'comments': {
      const checked = checkApplicationText(values)
      return checked.ok ? undefined : checked.errors[field]
    }
    case 'resume':
      return resumeError(resume)
  }
}

/** Every problem with the form, one message per field. */
export function validateApplication(values: ApplicationValues, resume: File | null): ApplicationErrors {
  const errors: ApplicationErrors = {}
  for (const field of applicationFields) {
    const message = fieldError(field, values, resume)
    if (message !== undefined) errors[field] = message
  }
  return errors
}

export function firstInvalidField(errors: ApplicationErrors): ApplicationField | undefined {
  return applicationFields.find((field) => errors[field] !== undefined)
}
