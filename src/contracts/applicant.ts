// The applicant's own page (/my-application, record 050): what the site sends and the server answers.
// Every request is a POST with the private link's token in its JSON body, never in an address, so it
// never reaches a log, a proxy or a Referer header.
import { z } from '../lib/schema.ts'
import { upcomingInterviewSchema } from './interviews.ts'
import { applicationStageSchema } from './pipeline.ts'
import { emailField } from './text.ts'

/** The link's token: 32 random bytes in base64url (256 bits), as the e-mail carries it after `#`. */
export const applicantTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** The body of every request about one application. */
export const applicantRequestSchema = z.object({ token: z.string().check(z.regex(applicantTokenPattern)) })

/** POST /api/my-application/ and …/withdraw/: what the page shows. */
export const myApplicationSchema = z.object({
  id: z.int(),
  job_title: z.string(),
  /** When it was sent (ISO 8601). */
  sent_at: z.string(),
  /** Its stage in the hiring pipeline; the page shows it in plain words (stageInPlainWords). */
  stage: applicationStageSchema,
  resume_name: z.string(),
  /** The next interview, not cancelled and not over; its invitation is POST …/interview/ (an .ics file). */
  interview: z.nullable(upcomingInterviewSchema),
})
export type MyApplication = z.infer<typeof myApplicationSchema>

export { stageInPlainWords } from './pipeline.ts'

/** POST /api/my-application/lost-link/ `{ email }`. */
export const lostLinkEmailRule = emailField('Please enter your email address.', 'Please enter a valid email address.')

/** The controls of the applicant's page, by their labels: the page shows them, the data file names them. */
export const applicantControls = {
  /** The CV's row: its file name is the button that downloads it. */
  cv: 'Your CV',
  downloadData: 'Download my data',
  /** The upcoming interview's calendar file. */
  interviewInvitation: 'Add to my calendar (.ics)',
  withdraw: 'Withdraw my application',
  deleteData: 'Delete my data',
} as const

export const applicantMessages = {
  /** Deleted, expired (12 months) or never issued: one answer, so a guess learns nothing. */
  noLongerExists: 'This application no longer exists.',
  /** The same answer whether or not the address applied: it reveals nothing. */
  lostLinkSent:
    'If we hold applications for that address, a fresh link for each of them is on its way by e-mail; the links sent before stop working once it has gone out. It can take a few minutes to arrive.',
  deleted: 'Your application, your CV and your private link have been deleted.',
  /** The interview was cancelled or is over since the page was opened, or the link opens nothing. */
  noInterview: 'There is no upcoming interview for this application.',
} as const
