import { jobSchema, jobTextFields, type JobRecord } from '../../src/contracts/job.ts'

/** A job as the API answers it: the contract the site reads it with (`src/contracts/job.ts`). */
export { jobSchema }
export type Job = JobRecord
export type JobInput = Omit<Job, 'id'>

/** Column list in API order; date_posted goes out as text so both drivers answer the same ISO date. */
export const jobColumns = ['id', 'job_name', ...jobTextFields] as const

export const jobSelectList = `${jobColumns.join(', ')}, to_char(date_posted, 'YYYY-MM-DD') AS date_posted`
