import { z } from '../../lib/schema'
import type { ApplicationValues } from './application-rules'
import { deleteValue, readValue, writeValue } from './careers-store'

const draftKey = 'application-draft'

export interface ApplicationDraft {
  jobId: number
  values: ApplicationValues
  resume: File | null
  /** The talent-pool checkbox; unticked in drafts from before it existed. */
  talentPool: boolean
}

// The stored draft is data from a previous visit (maybe an older version of the site): parse it.
const draftSchema = z.object({
  jobId: z.int(),
  values: z.object({
    full_name: z.catch(z.string(), ''),
    email: z.catch(z.string(), ''),
    phone: z.catch(z.string(), ''),
    comments: z.catch(z.string(), ''),
  }),
  resume: z.catch(z.nullable(z.instanceof(File)), null),
  talentPool: z.catch(z.boolean(), false),
})

/** The draft kept for this job, if any. Storage failures read as "no draft". */
export async function loadDraft(jobId: number): Promise<ApplicationDraft | undefined> {
  try {
    const parsed = draftSchema.safeParse(await readValue(draftKey))
    return parsed.success && parsed.data.jobId === jobId ? parsed.data : undefined
  } catch (error) {
    console.warn('Could not read the application draft', error)
    return undefined
  }
}

export async function saveDraft(draft: ApplicationDraft): Promise<void> {
  try {
    await writeValue(draftKey, draft)
  } catch (error) {
    console.warn('Could not keep the application draft', error)
  }
}

export async function deleteDraft(): Promise<void> {
  try {
    await deleteValue(draftKey)
  } catch (error) {
    console.warn('Could not delete the application draft', error)
  }
}
