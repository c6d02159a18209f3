import { z } from 'zod'

const optionalText = z.string().nullable()

/** A job as the API answers it; optional texts are null when the posting leaves them out. */
export const jobSchema = z.object({
  id: z.number().int(),
  job_name: z.string(),
  role: optionalText,
  location: optionalText,
  pay: optionalText,
  job_overview: optionalText,
  responsibilities: optionalText,
  qualification: optionalText,
  experience: optionalText,
  skills: optionalText,
  job_type: optionalText,
  schedule: optionalText,
  benefits: optionalText,
  supplemental_pay: optionalText,
  required_experience: optionalText,
  /** ISO date, YYYY-MM-DD. */
  date_posted: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})

export type Job = z.infer<typeof jobSchema>
export type JobInput = Omit<Job, 'id'>

/** Column list in API order; date_posted goes out as text so both drivers answer the same ISO date. */
export const jobColumns = [
  'id',
  'job_name',
  'role',
  'location',
  'pay',
  'job_overview',
  'responsibilities',
  'qualification',
  'experience',
  'skills',
  'job_type',
  'schedule',
  'benefits',
  'supplemental_pay',
  'required_experience',
] as const

export const jobSelectList = `${jobColumns.join(', ')}, to_char(date_posted, 'YYYY-MM-DD') AS date_posted`
