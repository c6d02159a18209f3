import type { ApplicationStage } from '../../../contracts/pipeline'
import {
  type ConsoleApplication,
  consoleApplicationSchema,
  consoleJobSchema,
  type ConsoleJob,
  listOf,
} from '../../../contracts/console'
import { apiUrl } from '../../../site/settings'
import { consoleData, consoleRequest } from '../console-api'

export interface ApplicationFilters {
  job: string
  stage: ApplicationStage | ''
  q: string
}

export async function fetchApplications(
  filters: ApplicationFilters,
  signal: AbortSignal,
): Promise<ConsoleApplication[]> {
  const query = new URLSearchParams()
  if (filters.job !== '') query.set('job', filters.job)
  if (filters.stage !== '') query.set('stage', filters.stage)
  if (filters.q.trim() !== '') query.set('q', filters.q.trim())
  const search = query.size > 0 ? `?${query}` : ''
  return (await consoleData(`applications/${search}`, listOf(consoleApplicationSchema), { signal })).results
}

/** Every job, open or closed, for the job filter. */
export async function fetchJobChoices(signal: AbortSignal): Promise<ConsoleJob[]> {
  return (await consoleData('jobs/', listOf(consoleJobSchema), { signal })).results
}

/** Removes the application and its CV file for good (a data-protection request). */
export async function deleteApplication(id: number): Promise<void> {
  await consoleRequest(`applications/${id}`, null, { method: 'DELETE' })
}

/** The CV's download address: the server answers it as an attachment, never shown inline. */
export const cvUrl = (id: number) => apiUrl(`/api/console/applications/${id}/cv`)
