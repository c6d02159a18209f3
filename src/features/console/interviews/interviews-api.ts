import { listOf } from '../../../contracts/console'
import {
  type Interview,
  type InterviewInput,
  type Interviewer,
  interviewerSchema,
  interviewSchema,
} from '../../../contracts/interviews'
import { consoleData } from '../console-api'

export async function fetchInterviews(applicationId: number, signal: AbortSignal): Promise<Interview[]> {
  return (await consoleData(`applications/${applicationId}/interviews`, listOf(interviewSchema), { signal })).results
}

/** The staff list, to choose interviewers from. */
export async function fetchInterviewers(signal: AbortSignal): Promise<Interviewer[]> {
  return (await consoleData('interviewers', listOf(interviewerSchema), { signal })).results
}

/** Schedules one and e-mails the invitation to the applicant and each interviewer. */
export const scheduleInterview = (applicationId: number, input: InterviewInput): Promise<Interview> =>
  consoleData(`applications/${applicationId}/interviews`, interviewSchema, { method: 'POST', body: input })

/** The same invitation (same UID, higher SEQUENCE) with the new time, place or interviewers. */
export const rescheduleInterview = (id: number, input: InterviewInput): Promise<Interview> =>
  consoleData(`interviews/${id}`, interviewSchema, { method: 'PUT', body: input })

/** Sends METHOD:CANCEL to everyone invited. */
export const cancelInterview = (id: number): Promise<Interview> =>
  consoleData(`interviews/${id}/cancel`, interviewSchema, { method: 'POST' })
