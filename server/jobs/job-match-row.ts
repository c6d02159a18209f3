import { z } from 'zod'

/** What a job alert (e-mail digest or push) matches a saved search against: contracts/job-match's fields. */
export const jobMatchRow = z.object({
  id: z.number().int(),
  job_name: z.string(),
  role: z.string().nullable(),
  skills: z.string().nullable(),
  location: z.string().nullable(),
})

/** The columns of `jobMatchRow`, for a SELECT from jobs. */
export const jobMatchColumns = 'id, job_name, role, skills, location'
