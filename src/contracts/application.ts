import { checkFields, emailField, textField, type FieldErrors } from './text.ts'

/** The visitor-facing messages of a job application; the server answers with the same strings. */
export const applicationMessages = {
  jobRequired: 'Job is required',
  jobNotFound: 'Job not found',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be 200 characters or fewer',
  fullNameForbidden: 'Full name must not contain control characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone is required',
  phoneTooLong: 'Phone must be 40 characters or fewer',
  phoneForbidden: 'Phone must not contain control characters',
  commentsTooLong: 'Comments must be 5000 characters or fewer',
  commentsForbidden: 'Comments must not contain control characters other than tabs and line breaks',
  // The seed's own words for a missing, wrong or large file (issue 60 item 9); the rest say CV, as the
  // field ('Upload CV') does.
  resumeRequired: 'Resume is required',
  resumeEmpty: 'CV file is empty',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeTooLarge: 'Resume must be 5MB or smaller',
  resumeNameForbidden: 'CV file name must not contain control characters',
  resumeArchiveTooBig:
    'CV could not be accepted: this DOCX unpacks to far more than a CV needs. Please send it as a PDF.',
} as const

const m = applicationMessages

export const applicationLimits = { fullName: 200, phone: 40, comments: 5000, resumeBytes: 5 * 1024 * 1024 } as const

/** The CV file types an application takes, by extension and media type (the manifest's share target offers the same). */
export const resumeFileTypes = [
  { extension: '.pdf', mediaType: 'application/pdf' },
  { extension: '.doc', mediaType: 'application/msword' },
  { extension: '.docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
] as const

/** The application's text fields, named as the API names them, in form order. */
export const applicationTextRules = {
  full_name: textField({
    required: m.fullNameRequired,
    maxLength: applicationLimits.fullName,
    tooLong: m.fullNameTooLong,
    forbidden: m.fullNameForbidden,
  }),
  email: emailField(m.emailRequired, m.emailInvalid),
  phone: textField({
    required: m.phoneRequired,
    maxLength: applicationLimits.phone,
    tooLong: m.phoneTooLong,
    forbidden: m.phoneForbidden,
  }),
  comments: textField({
    maxLength: applicationLimits.comments,
    tooLong: m.commentsTooLong,
    forbidden: m.commentsForbidden,
    freeText: true,
  }),
}

export type ApplicationTextField = keyof typeof applicationTextRules
export type ApplicationText = Record<ApplicationTextField, string>
export type ApplicationTextErrors = FieldErrors<ApplicationTextField>

/** Checks the text fields: the trimmed values, or one message per bad field. */
export function checkApplicationText(
  values: Partial<Record<ApplicationTextField, unknown>>,
): { ok: true; data: ApplicationText } | { ok: false; errors: ApplicationTextErrors } {
  return checkFields(applicationTextRules, values)
}
