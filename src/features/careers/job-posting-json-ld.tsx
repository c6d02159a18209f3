import { jobPosting, jsonForScript } from './job-posting'
import type { Job } from './job-schema'

/** One JobPosting block for the job a shared link points at (never on the plain list). */
export function JobPostingJsonLd({ job }: { job: Job }) {
  const posting = jobPosting(job, window.location.origin)
  if (posting === null) return null
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped for a script element by jsonForScript; never run
      dangerouslySetInnerHTML={{ __html: jsonForScript(posting) }}
    />
  )
}
