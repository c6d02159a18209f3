/** The application form's fields, named as the API names them. */
export interface ApplicationValues {
  full_name: string
  email: string
  phone: string
  comments: string
}

export type ApplicationField = keyof ApplicationValues | 'resume'
export type ApplicationErrors = Partial<Record<ApplicationField, string>>

/** Order of the fields on screen: focus goes to the first invalid one. */
export const applicationFields: readonly ApplicationField[] = ['full_name', 'email', 'phone', 'comments', 'resume']

export const emptyApplication: ApplicationValues = { full_name: '', email: '', phone: '', comments: '' }

/** The visitor-facing messages; the companion server answers with the same strings. */
export const applicationMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone is required',
  resumeRequired: 'Resume is required',
  resumeEmpty: 'Resume file is empty',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeTooLarge: 'Resume must be 5MB or smaller',
  submitted: 'Application submitted successfully!',
  failed: 'Failed to submit application. Please try again.',
  offline: 'You are offline. Your application is kept here — send it when you are back online.',
} as const

export const resumeMaxBytes = 5 * 1024 * 1024
export const resumeAccept = '.pdf,.doc,.docx'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
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
export function fieldError(field: ApplicationField, values: ApplicationValues, resume: File | null): string | undefined {
  switch (field) {
    case 'full_name':
      return values.full_name.trim() === '' ? applicationMessages.fullNameRequired : undefined
    case 'email': {
      const email = values.email.trim()
      if (email === '') return applicationMessages.emailRequired
      return emailPattern.test(email) ? undefined : applicationMessages.emailInvalid
    }
    case 'phone':
      return values.phone.trim() === '' ? applicationMessages.phoneRequired : undefined
    case 'comments':
      return undefined
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
