// Tracked share links in the console (issue 43, record 065): creating one for a job, the job's
// 'Sources' view, disabling a link. Shared by the console's screens and server/share-links.
import { z } from '../lib/schema.ts'
import { textField } from './text.ts'

const timestamp = z.string().check(z.minLength(1))

export const shareLinkSourceMaxLength = 60

/** Offered in the 'Share' dialog; any other text (a referrer's or recruiter's name) is fine too. */
export const shareLinkSuggestions = ['LinkedIn', 'WhatsApp', 'Naukri', 'E-mail'] as const

export const shareLinkMessages = {
  sourceRequired: 'Please say where the link will be shared, for example LinkedIn.',
  sourceTooLong: `Please keep the source to ${shareLinkSourceMaxLength} characters or fewer.`,
  sourceForbidden: 'Please remove control characters from the source.',
} as const

/** POST /api/console/jobs/<id>/share-links: `{ source }`. */
export const shareLinkSourceRule = textField({
  required: shareLinkMessages.sourceRequired,
  maxLength: shareLinkSourceMaxLength,
  tooLong: shareLinkMessages.sourceTooLong,
  forbidden: shareLinkMessages.sourceForbidden,
})

/** One link in a job's 'Sources' view. */
export const shareLinkSchema = z.object({
  id: z.int(),
  job_id: z.int(),
  code: z.string(),
  /** `SITE_URL/j/<code>`. */
  url: z.string(),
  source: z.string(),
  /** The e-mail of the staff member who made it, as it was then. */
  created_by: z.string(),
  created_at: timestamp,
  disabled_at: z.nullable(timestamp),
  /** Visits counted (one per opening, never a preview robot's), all days together. */
  visits: z.int(),
  applications: z.int(),
})
export type ShareLink = z.infer<typeof shareLinkSchema>

/** The answer to creating a link: the link, and its QR code as SVG for print. */
export const shareLinkCreatedSchema = z.extend(shareLinkSchema, { qr_svg: z.string() })
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>

/** GET /api/console/jobs/<id>/share-links: every link of the job, and its applications per source. */
export const jobSourcesSchema = z.object({
  job: z.object({ id: z.int(), job_name: z.string(), open: z.boolean() }),
  links: z.array(shareLinkSchema),
  /** Every application of the job by the source it recorded ('Direct' without one), most first. */
  sources: z.array(z.object({ source: z.string(), applications: z.int() })),
})
export type JobSources = z.infer<typeof jobSourcesSchema>
