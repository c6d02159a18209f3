// The console's 'People' screen (issue 35 item 5): every record held for one e-mail address, its
// export and its erasure. The address travels only in POST bodies, never in an address (server logs).
import { z } from '../lib/schema.ts'
import { checkField, emailField } from './text.ts'
import { applicationStageSchema } from './pipeline.ts'

/**
 * The kinds of record held for a person, in the screen's order: the answer's keys and the words for
 * counting them. A new kind (job-alert subscriptions, issue 37) is one entry here, its row schema
 * below and its entry in the server's `recordKinds` (server/console/people/record-kinds.ts), which
 * the type checker then asks for.
 */
export const personRecordKinds = {
  applications: { label: 'Applications', one: 'application', many: 'applications', erased: '' },
  referrals: { label: 'Referrals', one: 'referral', many: 'referrals', erased: '' },
  messages: { label: 'Messages', one: 'message', many: 'messages', erased: '' },
  orders: { label: 'Orders', one: 'order', many: 'orders', erased: ' cleared' },
  jobAlerts: { label: 'Job alerts', one: 'job alert', many: 'job alerts', erased: '' },
} as const
export type PersonRecordKind = keyof typeof personRecordKinds
export const personRecordKindNames = Object.keys(personRecordKinds) as PersonRecordKind[]

/** '1 referral', '0 messages', '2 orders cleared' (the erase's audit detail and notice). */
export function countOf(kind: PersonRecordKind, count: number, erased = false): string {
  const words = personRecordKinds[kind]
  return `${count} ${count === 1 ? words.one : words.many}${erased ? words.erased : ''}`
}

export const peopleMessages = {
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'Please enter an e-mail address like name@example.com.',
} as const

const emailRule = emailField(peopleMessages.emailRequired, peopleMessages.emailInvalid)

/** The body of POST people/search, people/export and people/erase: `{ email }`, trimmed; or the message. */
export function checkPersonQuery(input: unknown): { ok: true; email: string } | { ok: false; message: string } {
  const sent = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  const checked = checkField(emailRule, 'email' in sent ? sent.email : undefined)
  return checked.ok ? { ok: true, email: checked.value } : { ok: false, message: checked.message }
}

const timestamp = z.string().check(z.minLength(1))

export const personApplicationSchema = z.object({
  id: z.int(),
  job_name: z.string(),
  stage: applicationStageSchema,
  resume_name: z.string(),
  created_at: timestamp,
})
export const personReferralSchema = z.object({ id: z.int(), name: z.string(), created_at: timestamp })
export const personMessageSchema = z.object({ id: z.int(), subject: z.string(), created_at: timestamp })
export const personOrderSchema = z.object({
  order_id: z.string(),
  plan_name: z.string(),
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  created_at: timestamp,
})

export const personJobAlertSchema = z.object({
  id: z.int(),
  query: z.string(),
  location: z.string(),
  confirmed: z.boolean(),
  created_at: timestamp,
})

/** POST /api/console/people/search: what is held for the address (matched ignoring letter case). */
export const personRecordsSchema = z.object({
  applications: z.array(personApplicationSchema),
  referrals: z.array(personReferralSchema),
  messages: z.array(personMessageSchema),
  orders: z.array(personOrderSchema),
  jobAlerts: z.array(personJobAlertSchema),
})
export type PersonRecords = z.infer<typeof personRecordsSchema>

/** One value per kind; the type checker asks for a new kind here too. */
export function perKind<T>(value: (kind: PersonRecordKind) => T): Record<PersonRecordKind, T> {
  return {
    applications: value('applications'),
    referrals: value('referrals'),
    messages: value('messages'),
    orders: value('orders'),
    jobAlerts: value('jobAlerts'),
  }
}

/** POST /api/console/people/erase: how many of each kind went (orders: how many lost their buyer fields). */
export const personErasedSchema = z.object(perKind(() => z.int()))
export type PersonErased = Record<PersonRecordKind, number>

/** '2 applications, 1 referral, 0 messages, 1 order cleared'. */
export const erasedSummary = (erased: PersonErased) =>
  personRecordKindNames.map((kind) => countOf(kind, erased[kind], true)).join(', ')
