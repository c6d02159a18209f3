// The hiring pipeline (issue 43 item 3, record 066): the stages an application moves through, their
// names in the console and in the applicant's words, and the console's pipeline and history payloads.
import { z } from '../lib/schema.ts'

/** In the pipeline's column order; 'rejected' and 'withdrawn' are the closed outcomes. */
export const applicationStages = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const
export type ApplicationStage = (typeof applicationStages)[number]
export const applicationStageSchema = z.enum(applicationStages)

/** The stages' names in the console. */
export const stageLabels: Record<ApplicationStage, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
}

/** 'withdrawn' is set only by the applicant, from their private link (record 050). */
export const staffStages = applicationStages.filter(
  (stage): stage is Exclude<ApplicationStage, 'withdrawn'> => stage !== 'withdrawn',
)
export type StaffStage = (typeof staffStages)[number]

/** The stage in the words the company chose for the applicant's own page. */
export const stageInPlainWords: Record<ApplicationStage, string> = {
  new: 'Received',
  screening: 'Being reviewed',
  interview: 'Interview being arranged',
  offer: 'Offer made',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
}

/** 'Export CSV' on a job's pipeline (issue 43 item 6): one row per application, these columns. */
export const pipelineExportColumns = ['Name', 'E-mail', 'Phone', 'Stage', 'Source', 'Applied on', 'Last note'] as const

export const pipelineMessages = {
  unknownStage: 'Choose one of the listed stages.',
  withdrawn: 'The applicant withdrew this application: it stays withdrawn.',
} as const

const timestamp = z.string().check(z.minLength(1))

/** One move of an application: from, to, who (a staff member's e-mail, or 'the applicant'), when. */
export const stageMoveSchema = z.object({
  id: z.int(),
  from_stage: applicationStageSchema,
  to_stage: applicationStageSchema,
  moved_by: z.string(),
  at: timestamp,
})
export type StageMove = z.infer<typeof stageMoveSchema>

/** A card in a job's pipeline. */
export const pipelineCardSchema = z.object({
  id: z.int(),
  full_name: z.string(),
  stage: applicationStageSchema,
  created_at: timestamp,
  /** An e-mail to the applicant about it failed for good: the card says so (issue 60 item 6). */
  email_undelivered: z.boolean(),
})
export type PipelineCard = z.infer<typeof pipelineCardSchema>

/** GET /api/console/pipeline/<job id>: the job, each stage's count (every stage, in order), the cards. */
export const pipelineSchema = z.object({
  job: z.object({ id: z.int(), job_name: z.string(), open: z.boolean() }),
  counts: z.array(z.object({ stage: applicationStageSchema, count: z.int() })),
  cards: z.array(pipelineCardSchema),
})
export type Pipeline = z.infer<typeof pipelineSchema>
