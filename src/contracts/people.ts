// The console's 'People' screen (issue 35 item 5): every record held for one e-mail address, its
// export and its erasure. The address travels only in POST bodies, never in an address (server logs).
import { z } from '../lib/schema.ts'
import { type ConsoleArea, mayOpen, type StaffRole } from './console-access.ts'
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
const personRecordKindSchema = z.enum(personRecordKindNames as [PersonRecordKind, ...PersonRecordKind[]])

/**
 * The console screen each kind belongs to (issue 59 item 1): People searches, exports and erases a kind
 * only for a role that may open that screen, so a recruiter never reads a buyer's tax papers here.
 */
export const personKindAreas: Record<PersonRecordKind, ConsoleArea> = {
  applications: 'applications',
  referrals: 'referrals',
  messages: 'messages',
  orders: 'orders',
  jobAlerts: 'jobs',
}

/** The kinds People covers for `role`, in the screen's order. */
export const kindsCoveredFor = (role: StaffRole): PersonRecordKind[] =>
  personRecordKindNames.filter((kind) => mayOpen(role, personKindAreas[kind]))

/** 'a, b and c'. */
export const inWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

const listOfKinds = (kinds: readonly PersonRecordKind[]) => inWords(kinds.map((kind) => personRecordKinds[kind].many))

/** 'Covers applications, referrals, messages and job alerts for your role; not orders: …' (screen and export). */
export function coverageNote(covered: readonly PersonRecordKind[]): string {
  const left = personRecordKindNames.filter((kind) => !covered.includes(kind))
  const says = `Covers ${listOfKinds(covered)} for your role`
  return left.length === 0
    ? `${says}.`
    : `${says}; not ${listOfKinds(left)}, which your role does not open: ask an administrator.`
}

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

/**
 * POST /api/console/people/search: what is held for the address (matched ignoring letter case), for
 * the kinds `covered` for the searcher's role; the others are absent, not empty.
 */
export const personRecordsSchema = z.object({
  covered: z.array(personRecordKindSchema),
  /** The address as stored (each spelling held), not as typed: the screen names the person by it. */
  addresses: z.array(z.string()),
  applications: z.optional(z.array(personApplicationSchema)),
  referrals: z.optional(z.array(personReferralSchema)),
  messages: z.optional(z.array(personMessageSchema)),
  orders: z.optional(z.array(personOrderSchema)),
  jobAlerts: z.optional(z.array(personJobAlertSchema)),
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

/** POST /api/console/people/erase: how many of each covered kind went (orders: how many lost their buyer fields). */
export const personErasedSchema = z.object({
  covered: z.array(personRecordKindSchema),
  ...perKind(() => z.optional(z.int())),
  /** E-mails of the covered kinds that were waiting to go to the address and now never will (issue 59 item 2). */
  unsent: z.optional(z.int()),
})
export type PersonErased = z.infer<typeof personErasedSchema>

/** '2 applications, 1 referral, 0 messages, 1 order cleared, 1 waiting e-mail not sent' (the covered kinds). */
export const erasedSummary = (erased: PersonErased) =>
  [
    ...erased.covered.map((kind) => countOf(kind, erased[kind] ?? 0, true)),
    ...(erased.unsent ? [`${erased.unsent} waiting ${erased.unsent === 1 ? 'e-mail' : 'e-mails'} not sent`] : []),
  ].join(', ')
