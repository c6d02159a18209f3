import { type ConsoleJob, consoleJobSchema, listOf } from '../../../contracts/console'
import type { JobInput } from '../../../contracts/console-jobs'
import { consoleData } from '../console-api'

export async function fetchConsoleJobs(signal: AbortSignal): Promise<ConsoleJob[]> {
  return (await consoleData('jobs/', listOf(consoleJobSchema), { signal })).results
}

/** Creates (no id) or replaces a job; it shows on the public site at once. */
export function saveJob(id: number | null, job: JobInput): Promise<ConsoleJob> {
  return id === null
    ? consoleData('jobs/', consoleJobSchema, { method: 'POST', body: job })
    : consoleData(`jobs/${id}`, consoleJobSchema, { method: 'PUT', body: job })
}

/** Closing hides the job from the public list and its link; its applications stay. */
export function setJobOpen(id: number, open: boolean): Promise<ConsoleJob> {
  return consoleData(`jobs/${id}/${open ? 'reopen' : 'close'}`, consoleJobSchema, { method: 'POST' })
}
