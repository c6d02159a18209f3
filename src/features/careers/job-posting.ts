import { settings } from '../../site/settings.ts'
import type { Job } from '../../contracts/job.ts'
import { parsePay } from '../../contracts/job-pay.ts'
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

/** Google (and the job feeds) want the description as HTML: each section a heading and paragraphs, job text escaped. */
export function jobDescriptionHtml(job: Job): string {
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

/** A location's city, region and country, as far as its text says them ('Pune, Maharashtra' is in India). */
export function jobPlace(location: string): { locality?: string; region?: string; country?: string } {
  const [locality, region] = location
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
  return { locality, region, country: officeCountry(location) }
}

function place(location: string) {
  const { locality, region, country } = jobPlace(location)
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

/** The countries a remote job is open to, as its location names them: 'Remote (India, Sri Lanka)'. */
export function remoteCountries(location: string | undefined): string[] {
  const named = location === undefined ? undefined : /\(([^)]+)\)/.exec(location)?.[1]
  return named === undefined
    ? []
    : named
        .split(/,|\band\b/)
        .map((part) => part.trim())
        .filter((part) => part !== '')
}

/** schema.org MonetaryAmount for the pay, when its text states figures. */
function baseSalary(pay: string | undefined) {
  const figures = parsePay(pay)
  if (figures === null) return {}
  const value = figures.min === figures.max ? { value: figures.min } : { minValue: figures.min, maxValue: figures.max }
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: figures.currency,
      value: { '@type': 'QuantitativeValue', ...value, unitText: figures.unit },
    },
  }
}

/**
 * The schema.org JobPosting for one job (https://developers.google.com/search/docs/appearance/structured-data/job-posting),
 * or null when it has no place Google accepts (issue 61 item 8): an office, or 'Remote (<countries>)'.
 * A posting without one would be refused, so none is claimed.
 */
export function jobPosting(job: Job, origin: string): Record<string, unknown> | null {
  const types = employmentType(job.job_type)
  const remote = isRemote(job.location)
  const countries = remote ? remoteCountries(job.location) : []
  if (job.location === undefined || (remote && countries.length === 0)) return null
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.job_name,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: settings.companyName, value: String(job.id) },
    url: jobUrl(origin, job.id),
    ...(job.date_posted ? { datePosted: job.date_posted.slice(0, 10) } : {}),
    ...(types.length === 1 ? { employmentType: types[0] } : types.length > 1 ? { employmentType: types } : {}),
    hiringOrganization: { '@type': 'Organization', name: settings.companyName, sameAs: origin },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: countries.map((name) => ({ '@type': 'Country', name })),
        }
      : { jobLocation: place(job.location) }),
    ...baseSalary(job.pay),
    directApply: true,
  }
}

/** JSON for an inline script: `<` escaped so job text can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
