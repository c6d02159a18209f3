/** Multi-line job text as paragraphs: one per non-blank line. */
export function toParagraphs(text: string | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export const locationFallback = 'Location not specified'

type PostingText = Partial<
  Record<'job_overview' | 'responsibilities' | 'qualification' | 'experience' | 'skills', string>
>

/** A posting's titled sections, in the order the card and the JobPosting description give them (absent: undefined). */
export const jobSections = (job: PostingText): Array<[title: string, text: string | undefined]> => [
  ['Job Overview', job.job_overview],
  ['Responsibilities', job.responsibilities],
  ['Qualifications', job.qualification],
  ['Experience', job.experience],
  ['Skills', job.skills],
]
