// The company console's API (/api/console/…): what the server answers and what staff send, shared by
// the console screens and the server. Every list answers `{ results: [...] }`, newest first.
import { z } from '../lib/schema.ts'
import { jobSchema } from './job.ts'
import { type PlanBilling, planBillings, planSchema } from './plan.ts'
import { type ApplicationStage, applicationStageSchema, staffStages } from './pipeline.ts'
import { checkFields, textField, type FieldErrors } from './text.ts'

/** An ISO 8601 timestamp as the server writes it (`2026-11-25T07:40:00.000Z`). */
const timestamp = z.string().check(z.minLength(1))

/** GET /api/console/applications/?job=<id>&stage=<stage>&q=<name or e-mail>. */
export const consoleApplicationSchema = z.object({
  id: z.int(),
  job_id: z.int(),
  job_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  comments: z.string(),
  /** Its stage in the hiring pipeline (record 066). */
  stage: applicationStageSchema,
  /** The CV's original file name; GET /api/console/applications/<id>/cv downloads it. */
  resume_name: z.string(),
  resume_size: z.int(),
  created_at: timestamp,
  /** The applicant asked to stay in the talent pool (kept longer after the job closes). */
  talent_pool: z.boolean(),
  /** When the retention sweep deletes it with its CV; null while its job is open. */
  deletes_at: z.nullable(timestamp),
  /** The share link's source it came through (contracts/share-link); null shows as 'Direct'. */
  source: z.nullable(z.string()),
  /** An e-mail to the applicant about it (the acknowledgement, a stage e-mail) failed for good: phone them. */
  email_undelivered: z.boolean(),
})
export type ConsoleApplication = z.infer<typeof consoleApplicationSchema>

/**
 * PATCH /api/console/applications/<id> moves it to a stage (kept in its history). DELETE on the same
 * path removes the row and its CV (204).
 */
export const applicationStageChangeSchema = z.object({
  stage: z.enum(staffStages),
  /** Only with rejected or hired, and only when the server can send e-mail: sent to the applicant as plain text. */
  email_text: z.optional(z.string()),
})

/** The stages for which staff may e-mail the applicant (templates in content/status-emails). */
export const statusEmailStatuses = ['rejected', 'hired'] as const satisfies readonly ApplicationStage[]
export const isStatusEmailStatus = (stage: ApplicationStage): stage is (typeof statusEmailStatuses)[number] =>
  stage === 'rejected' || stage === 'hired'

export const statusEmailMessages = {
  required: 'Please write the e-mail, or untick ‘E-mail the applicant’.',
  tooLong: 'Please shorten the e-mail to 5,000 characters or fewer.',
  forbidden: 'Please remove control characters from the e-mail.',
  notForStatus: 'An e-mail can be sent only when the stage becomes Rejected or Hired.',
  unavailable: 'This server cannot send e-mail (no mail server is set up).',
  alreadyThere: 'The application is already at this stage, so no e-mail was sent.',
} as const

/** The e-mail's text: plain text, line breaks kept, at most 5,000 characters, no control characters. */
export const statusEmailRule = textField({
  required: statusEmailMessages.required,
  maxLength: 5000,
  tooLong: statusEmailMessages.tooLong,
  forbidden: statusEmailMessages.forbidden,
  freeText: true,
})

/** GET /api/console/jobs/: every job, open or closed, with how many applications it has. */
export const consoleJobSchema = z.extend(jobSchema, {
  open: z.boolean(),
  applications: z.int(),
})
export type ConsoleJob = z.infer<typeof consoleJobSchema>

export const consoleMessages = {
  jobTitleRequired: 'Please enter the job title.',
  tooLong: 'Please shorten this text.',
  forbidden: 'Please remove control characters from this text.',
  planNameRequired: 'Please enter the plan name.',
  planNameTaken: 'A plan with this name already exists.',
  billingInvalid: 'Choose one-off, monthly or yearly.',
  wholeNumber: 'Please enter a whole number, 0 or more.',
  priceInvalid: 'Please enter a price in whole rupees, from 1 to 1,00,00,000.',
} as const

/** GET /api/console/plans/ lists plans as the public API does; PUT /api/console/plans/<id> takes one. */
export type PlanInput = {
  name: string
  max_users: number
  max_tasks: number
  max_storage_gb: number
  price: number
  billing: PlanBilling
}
export type PlanField = keyof PlanInput
export { planSchema as consolePlanSchema }

const planLimit = 1_000_000_000
/** Orders store paise in a 32-bit integer: one crore rupees keeps every amount well inside it. */
export const planPriceMax = 10_000_000

/** A plan as staff typed it: whole numbers (price at least 1 rupee), or one message per bad field. */
export function checkPlanInput(
  input: unknown,
): { ok: true; data: PlanInput } | { ok: false; errors: FieldErrors<PlanField> } {
  const values = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >
  const errors: FieldErrors<PlanField> = {}
  const name = checkFields(
    {
      name: textField({
        required: consoleMessages.planNameRequired,
        maxLength: 100,
        forbidden: consoleMessages.forbidden,
      }),
    },
    { name: values.name },
  )
  const whole = (field: PlanField, min: number, message: string, max = planLimit): number => {
    const raw = values[field]
    const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      errors[field] = message
      return 0
    }
    return value
  }
  // Left out (an older console page), the plan is paid once.
  const billing = planBillings.find((known) => known === (values.billing ?? 'one-off'))
  const data: PlanInput = {
    name: name.ok ? name.data.name : '',
    max_users: whole('max_users', 0, consoleMessages.wholeNumber),
    max_tasks: whole('max_tasks', 0, consoleMessages.wholeNumber),
    max_storage_gb: whole('max_storage_gb', 0, consoleMessages.wholeNumber),
    price: whole('price', 1, consoleMessages.priceInvalid, planPriceMax),
    billing: billing ?? 'one-off',
  }
  if (billing === undefined) errors.billing = consoleMessages.billingInvalid
  if (!name.ok && name.errors.name !== undefined) errors.name = name.errors.name
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data }
}

/** GET /api/console/referrals/. */
export const consoleReferralSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  created_at: timestamp,
})
export type ConsoleReferral = z.infer<typeof consoleReferralSchema>

/** GET /api/console/messages/. */
export const consoleMessageSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: timestamp,
})
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>

/** GET /api/console/audit/: who changed or opened what, who signed in (or failed to) and whose sessions ended, and when. */
export const consoleAuditEntrySchema = z.object({
  id: z.int(),
  staff_email: z.string(),
  /**
   * e.g. 'job.created', 'plan.updated', 'application.status', 'application.deleted',
   * 'application.cv-downloaded', 'sign-in.succeeded', 'sign-in.failed', 'session.ended',
   * 'sessions.ended', 'password.set'.
   */
  action: z.string(),
  /** What was changed, in words staff recognise: 'Job 12: Data Engineer', 'Plan 2: Pro', 'Application 7'. */
  subject: z.string(),
  /** The change itself where it is short, e.g. 'new → shortlisted' or 'price 999 → 1299'; never a CV or message body. */
  detail: z.string(),
  /** The latest time it happened. */
  at: timestamp,
  /** How many times: repeated sign-in failures share one entry (one per account, kind, network and 15 minutes). */
  times: z.int(),
  /** For a shared entry, the first time; null for a single event. */
  first_at: z.nullable(timestamp),
})
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntrySchema>

/**
 * GET /api/console/sessions/: one's own live sessions, the most recently used first. DELETE
 * /api/console/sessions/<id> ends one (204; 404 if it is not one's own); POST
 * /api/console/sign-out-everywhere ends them all, this one included (204).
 */
export const staffSessionSchema = z.object({
  /** A random id for the list, not the cookie's. */
  id: z.string(),
  /** The browser in a few words, e.g. 'Chrome on Android'. */
  browser: z.string(),
  started_at: timestamp,
  last_seen_at: timestamp,
  /** The session this request came with. */
  current: z.boolean(),
  /** The password was given but not the second step: listed as a warning, never counted as signed in. */
  password_only: z.boolean(),
})
export type StaffSession = z.infer<typeof staffSessionSchema>

/** Wraps an item schema as a list answer. */
export const listOf = <T extends z.core.SomeType>(item: T) => z.object({ results: z.array(item) })

/** Every console API route that needs a session (all but sign-in and sign-out), `:id` standing for an id. */
export const sessionRoutes: ReadonlyArray<readonly ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
  ['GET', 'me'],
  ['GET', 'applications/'],
  ['GET', 'applications/:id/cv'],
  ['PATCH', 'applications/:id'],
  ['DELETE', 'applications/:id'],
  ['GET', 'applications/:id/history'],
  ['GET', 'applications/:id/notes'],
  ['POST', 'applications/:id/notes'],
  ['DELETE', 'applications/:id/notes/:note'],
  ['GET', 'applications/:id/interviews'],
  ['POST', 'applications/:id/interviews'],
  ['GET', 'pipeline/:id'],
  ['POST', 'pipeline/:id/export'],
  ['GET', 'interviewers'],
  ['PUT', 'interviews/:id'],
  ['POST', 'interviews/:id/cancel'],
  ['GET', 'jobs/'],
  ['POST', 'jobs/'],
  ['PUT', 'jobs/:id'],
  ['POST', 'jobs/:id/close'],
  ['POST', 'jobs/:id/reopen'],
  ['GET', 'jobs/:id/share-links'],
  ['POST', 'jobs/:id/share-links'],
  ['POST', 'share-links/:id/disable'],
  ['GET', 'plans/'],
  ['PUT', 'plans/:id'],
  ['GET', 'referrals/'],
  ['GET', 'messages/'],
  ['POST', 'people/search'],
  ['POST', 'people/export'],
  ['POST', 'people/erase'],
  ['GET', 'orders/'],
  ['POST', 'orders/:id/refund'],
  ['GET', 'orders/:id/invoice'],
  ['GET', 'orders/:id/credit-note'],
  ['POST', 'orders/invoices-export'],
  ['GET', 'audit/'],
  ['GET', 'staff/'],
  ['PUT', 'staff/:id/role'],
  ['POST', 'staff/:id/end-sessions'],
  ['POST', 'staff/:id/reset-two-step'],
  ['DELETE', 'staff/:id/passkeys/:passkey'],
  ['POST', 'reauth'],
  ['GET', 'passkeys/'],
  ['POST', 'passkeys/options'],
  ['POST', 'passkeys'],
  ['DELETE', 'passkeys/:id'],
  ['GET', 'sessions/'],
  ['DELETE', 'sessions/:id'],
  ['POST', 'sign-out-everywhere'],
]
