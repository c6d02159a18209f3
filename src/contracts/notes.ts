// Recruiters' notes on an application (issue 43 item 4): console only, personal data about the
// applicant (in their data download and the People export, gone with erasure and retention).
import { z } from '../lib/schema.ts'
import { textField } from './text.ts'

export const noteMessages = {
  required: 'Please write the note.',
  tooLong: 'Please shorten the note to 2,000 characters or fewer.',
  forbidden: 'Please remove control characters from the note.',
  notYours: 'Only the note’s author can delete it.',
  /** Said where notes are written (issue 60 item 1): the applicant's own download holds them word for word. */
  readByApplicant: 'The applicant can read notes in their data download.',
} as const

/** POST /api/console/applications/<id>/notes `{ body }`: plain text, line breaks kept. */
export const noteRule = textField({
  required: noteMessages.required,
  maxLength: 2000,
  tooLong: noteMessages.tooLong,
  forbidden: noteMessages.forbidden,
  freeText: true,
})

/** GET …/notes lists these, oldest first; `mine` says whether the signed-in staff member wrote it. */
export const noteSchema = z.object({
  id: z.int(),
  author_email: z.string(),
  body: z.string(),
  created_at: z.string().check(z.minLength(1)),
  mine: z.boolean(),
})
export type Note = z.infer<typeof noteSchema>
