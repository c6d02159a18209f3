import { jobPosting, jsonForScript } from './job-posting'
import type { Job } from './job-schema'

/** One JobPosting block for the job a shared link points at (never on the plain list). */
export function JobPostingJsonLd({ job }: { job: Job }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped for a script element by jsonForScript; never run
      dangerouslySetInnerHTML={{ __html: jsonForScript(jobPosting(job, window.location.origin)) }}
    />
  )
}
