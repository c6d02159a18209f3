import {
  type JobSources,
  jobSourcesSchema,
  type ShareLink,
  type ShareLinkCreated,
  shareLinkCreatedSchema,
  shareLinkSchema,
} from '../../../contracts/share-link'
import { consoleData } from '../console-api'

/** A job's share links with their visits and applications, and its applications per source. */
export function fetchJobSources(jobId: number, signal: AbortSignal): Promise<JobSources> {
  return consoleData(`jobs/${jobId}/share-links`, jobSourcesSchema, { signal })
}

/** A new link for the job and source: its short address and QR code. */
export function createShareLink(jobId: number, source: string): Promise<ShareLinkCreated> {
  return consoleData(`jobs/${jobId}/share-links`, shareLinkCreatedSchema, { method: 'POST', body: { source } })
}

/** The link keeps opening its job, but counts no visits and gives no source any more. */
export function disableShareLink(id: number): Promise<ShareLink> {
  return consoleData(`share-links/${id}/disable`, shareLinkSchema, { method: 'POST' })
}
