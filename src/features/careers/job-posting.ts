import { settings } from '../../site/settings.ts'
import type { Job } from '../../contracts/job.ts'
import { jobSections, toParagraphs } from './job-text.ts'

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
}

/** schema.org employment types for a job type such as "Full-time, Contract"; unknown kinds are left out. */
export function employmentType(jobType: string | undefined): string[] {
  if (!jobType) return []
  const kinds = jobType.split(/[,/;]|\band\b/).map((part) => employmentTypes[part.trim().toLowerCase()])
  return [...new Set(kinds.filter((kind) => kind !== undefined))]
}

export function isRemote(location: string | undefined): boolean {
  return location !== undefined && /\bremote\b/i.test(location)
}

export function jobUrl(origin: string, id: number): string {
  return `${origin}/job-openings?job=${id}`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Google wants the description as HTML: each section a heading and paragraphs, job text escaped. */
function description(job: Job): string {
  const sections = [...jobSections(job), ['Benefits', job.benefits] as const]
  const html = sections
    .filter(([, text]) => text !== undefined)
    .map(
      ([title, text]) =>
        `<h3>${title}</h3>${toParagraphs(text)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('')}`,
    )
    .join('')
  return html === '' ? `<p>${escapeHtml(job.role ?? job.job_name)}</p>` : html
}

/** The office whose city the location names, for its country. */
function officeCountry(location: string): string | undefined {
  const office = settings.offices.find((item) => location.toLowerCase().includes(item.name.toLowerCase()))
  if (office) return office.address.at(-1)
  if (/\b(USA|United States)\b/.test(location)) return 'United States'
  if (/\bIndia\b/.test(location)) return 'India'
  return undefined
}

function place(location: string) {
  const [locality, region] = location
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
  const country = officeCountry(location)
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      ...(region ? { addressRegion: region } : {}),
      ...(country ? { addressCountry: country } : {}),
    },
  }
}

/** The schema.org JobPosting for one job (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
export function jobPosting(job: Job, origin: string): Record<string, unknown> {
  const types = employmentType(job.job_type)
  const remote = isRemote(job.location)
  const remoteCountry = remote && job.location ? /\(([^)]+)\)/.exec(job.location)?.[1] : undefined
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.job_name,
    description: description(job),
    identifier: { '@type': 'PropertyValue', name: settings.companyName, value: String(job.id) },
    url: jobUrl(origin, job.id),
    ...(job.date_posted ? { datePosted: job.date_posted.slice(0, 10) } : {}),
    ...(types.length === 1 ? { employmentType: types[0] } : types.length > 1 ? { employmentType: types } : {}),
    hiringOrganization: { '@type': 'Organization', name: settings.companyName, sameAs: origin },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(remoteCountry ? { applicantLocationRequirements: { '@type': 'Country', name: remoteCountry } } : {}),
        }
      : job.location
        ? { jobLocation: place(job.location) }
        : {}),
    directApply: true,
  }
}

/** JSON for an inline script: `<` escaped so job text can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
