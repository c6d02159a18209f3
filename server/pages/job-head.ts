import type { Job } from '../../src/contracts/job.ts'
import { jobPosting, jsonForScript } from '../../src/features/careers/job-posting.ts'
import { toParagraphs } from '../../src/features/careers/job-text.ts'
import { linkPreviewTags, type PreviewPage } from '../../src/site/preview-tags.ts'
import { settings } from '../../src/site/settings.ts'

/** A description for previews: the overview's first paragraph, cut at a word near 200 characters. */
function summary(text: string | undefined, fallback: string): string {
  const first = toParagraphs(text)[0] ?? fallback
  if (first.length <= 200) return first
  return `${first.slice(0, 200).replace(/\s+\S*$/, '')}…`
}

/**
 * A job's shared link, `/job-openings?job=<id>`, as chat apps, LinkedIn and search engines read it:
 * the job's own title, description, canonical URL, Open Graph tags and one JobPosting; for a closed
 * or unknown job, a `noindex` head saying so. The same code as the prerender's heads; the app
 * replaces it once it runs, as on every page.
 */
export function jobHead(job: Job | null, origin: string): string {
  const preview: PreviewPage =
    job === null
      ? {
          path: '/job-openings',
          title: `This job is no longer open | ${settings.companyName}`,
          description: 'This job is no longer open. See the current openings.',
          notFound: true,
        }
      : {
          path: `/job-openings?job=${job.id}`,
          title: `${job.job_name} | ${settings.companyName}`,
          description: summary(job.job_overview, job.role ?? `${job.job_name} at ${settings.companyName}.`),
        }
  const head = linkPreviewTags(preview, origin)
  const posting = job === null ? null : jobPosting(job, origin)
  if (posting === null) return head
  // Marked like the title: the app's own JobPosting replaces it once it runs.
  return `${head}\n    <script type="application/ld+json" data-prerendered>${jsonForScript(posting)}</script>`
}
