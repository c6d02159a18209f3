import { create } from 'xmlbuilder2'
import { jobFeedMessages, jobFeedPaths, jobFeedSource } from '../../src/contracts/job-feeds.ts'
import type { Job } from '../../src/contracts/job.ts'
import {
  employmentType,
  isRemote,
  jobDescriptionHtml,
  jobPlace,
  jobPosting,
  jobUrl,
  remoteCountries,
} from '../../src/features/careers/job-posting.ts'
import { settings } from '../../src/site/settings.ts'

/** ISO 3166 codes for the countries the company's locations name. */
const countryCodes: Record<string, string> = { India: 'IN', 'United States': 'US', USA: 'US' }
const countryCode = (name: string | undefined) => (name === undefined ? '' : (countryCodes[name] ?? name))

/** The job types aggregators' XML takes. */
const feedJobTypes: Record<string, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
}

const rfc822 = (date: string | Date) => new Date(date).toUTCString()

/** A job's link as a feed gives it: the source says where the applicant came from. */
function feedUrl(origin: string, job: Job, source: string): string {
  const url = new URL(jobUrl(origin, job.id))
  url.searchParams.set('utm_source', source)
  return url.href
}

/**
 * The XML feed the large job aggregators read (Indeed's format, which the others accept too): one
 * `<job>` per opening with its title, date, reference, link, company, place, description, salary and
 * type. Texts go in CDATA, written by xmlbuilder2, never by hand.
 */
export function aggregatorFeed(jobs: readonly Job[], origin: string, now: Date): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('source')
  root.ele('publisher').txt(settings.companyName)
  root.ele('publisherurl').txt(origin)
  root.ele('lastBuildDate').txt(rfc822(now))
  // A job with no place a board can file it under (record: issue 61 item 8) is left out, as from Google.
  for (const job of jobs.filter((item) => jobPosting(item, origin) !== null)) {
    const remote = isRemote(job.location)
    const place = job.location === undefined || remote ? {} : jobPlace(job.location)
    const country = remote ? remoteCountries(job.location)[0] : place.country
    const entry = root.ele('job')
    const field = (name: string, value: string) => entry.ele(name).dat(value)
    field('title', job.job_name)
    field('date', rfc822(job.date_posted ?? now))
    field('referencenumber', String(job.id))
    field('url', feedUrl(origin, job, jobFeedSource.aggregator))
    field('company', settings.companyName)
    field('city', place.locality ?? '')
    field('state', place.region ?? '')
    field('country', countryCode(country))
    field('description', jobDescriptionHtml(job))
    field('salary', job.pay ?? '')
    field(
      'jobtype',
      employmentType(job.job_type)
        .map((type) => feedJobTypes[type] ?? '')
        .filter(Boolean)
        .join(', '),
    )
    if (remote) field('remotetype', 'Fully remote')
  }
  return root.end({ prettyPrint: true })
}

/** RSS 2.0: one item per opening, for feed readers and the job sites that take RSS. */
export function rssFeed(jobs: readonly Job[], origin: string, now: Date): string {
  const rss = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
  })
  const channel = rss.ele('channel')
  channel.ele('title').txt(jobFeedMessages.title(settings.companyName))
  channel.ele('link').txt(`${origin}/job-openings`)
  channel.ele('description').txt(`Every open job at ${settings.companyName}, newest first.`)
  channel.ele('language').txt('en-IN')
  channel.ele('lastBuildDate').txt(rfc822(now))
  channel.ele('atom:link', { href: `${origin}${jobFeedPaths.rss}`, rel: 'self', type: 'application/rss+xml' })
  for (const job of jobs) {
    const item = channel.ele('item')
    item.ele('title').txt(job.location ? `${job.job_name} — ${job.location}` : job.job_name)
    item.ele('link').txt(feedUrl(origin, job, jobFeedSource.rss))
    item.ele('guid', { isPermaLink: 'true' }).txt(jobUrl(origin, job.id))
    if (job.date_posted) item.ele('pubDate').txt(rfc822(job.date_posted))
    if (job.job_type) item.ele('category').txt(job.job_type)
    item.ele('description').dat(jobDescriptionHtml(job))
  }
  return rss.end({ prettyPrint: true })
}
