// Who may open what in the console: one table for the server (which enforces it on every route) and
// the console (which shows only the screens of one's role).
import { z } from '../lib/schema.ts'

export const staffRoles = ['admin', 'recruiter', 'finance'] as const
export type StaffRole = (typeof staffRoles)[number]
export const staffRoleSchema = z.enum(staffRoles)

/** The console's screens, in navigation order: the address part after /console/, the link's words, and who may open it. */
export const consoleAreas = [
  { slug: 'applications', label: 'Applications', roles: ['admin', 'recruiter'] },
  { slug: 'jobs', label: 'Jobs', roles: ['admin', 'recruiter'] },
  { slug: 'plans', label: 'Plans', roles: ['admin', 'finance'] },
  { slug: 'referrals', label: 'Referrals', roles: ['admin', 'recruiter'] },
  { slug: 'messages', label: 'Messages', roles: ['admin', 'recruiter'] },
  { slug: 'people', label: 'People', roles: ['admin', 'recruiter'] },
  { slug: 'orders', label: 'Orders', roles: ['admin', 'finance'] },
  { slug: 'staff', label: 'Staff', roles: ['admin'] },
  { slug: 'audit', label: 'Audit log', roles: ['admin'] },
  { slug: 'account', label: 'Account', roles: ['admin', 'recruiter', 'finance'] },
] as const satisfies ReadonlyArray<{ slug: string; label: string; roles: readonly StaffRole[] }>

export type ConsoleArea = (typeof consoleAreas)[number]['slug']

export function mayOpen(role: StaffRole, area: ConsoleArea): boolean {
  return consoleAreas.some((item) => item.slug === area && (item.roles as readonly StaffRole[]).includes(role))
}

/** What each role is for, as the Staff screen and the CLI describe it. */
/** Each role's name where a person reads it instead of a staff member's address (an applicant's own download). */
export const roleNames: Record<StaffRole, string> = {
  admin: 'Administrator',
  recruiter: 'Recruiter',
  finance: 'Finance',
}

export const roleDescriptions: Record<StaffRole, string> = {
  admin: 'Everything, and the staff',
  recruiter: 'Applications, jobs, referrals, messages and people',
  finance: 'Plans and orders',
}

export const accessMessages = {
  forbidden: 'Your role does not give access to this. Ask an administrator.',
  secondStepNeeded: 'Enter the code from your authenticator app to continue.',
  setUpNeeded: 'Set up two-step sign-in to continue.',
  recentCodeNeeded: 'Confirm with a code from your authenticator app to do this.',
  wrongCode: 'That code is not correct. Try the newest code in your app, or a recovery code.',
  tooManyWrongCodes:
    'Too many wrong codes: this sign-in has ended to keep your account safe. Sign in again with your password.',
  codesLocked:
    'Too many wrong codes for this account in the last hour: codes are refused for now. You and your administrators have been e-mailed.',
} as const

/** GET /api/console/me: who is signed in and what they may open. */
export const consoleMeSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  /** The server can e-mail applicants (SMTP is set up): the console then offers status e-mails. */
  status_emails: z.boolean(),
})

export type ConsoleMe = z.infer<typeof consoleMeSchema>

/**
 * 401 from the console while a session has passed the password but not the second step: `step`
 * says which screen to show ('code', or 'setup' for one who has no authenticator app yet).
 */
/**
 * 401 from a code (two-factor set-up or verify, reauth) that was the session's fifth wrong one: the
 * session has ended, and sign-in starts again from the password; `detail` says why.
 */
export const sessionEndedProblemSchema = z.object({ detail: z.string(), session_ended: z.literal(true) })

export const secondStepProblemSchema = z.object({ detail: z.string(), step: z.enum(['code', 'setup']) })

/** POST /api/console/sign-in answers this after a right password: the second step still to come. */
export const signInStepSchema = z.object({ email: z.string(), step: z.enum(['code', 'setup']) })

/** GET /api/console/two-factor/setup. */
export const totpSetupSchema = z.object({ setup_key: z.string(), qr_svg: z.string() })

/** POST /api/console/two-factor/setup answers the recovery codes, once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) })

/** The code field's body: POST two-factor/setup, two-factor/verify, reauth. */
export const codeBodySchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(40)) })

/**
 * GET /api/console/passkeys/: one's own passkeys, and in each staff member of GET staff/. DELETE
 * /api/console/passkeys/<id> removes one's own; DELETE staff/<id>/passkeys/<passkey id> someone's.
 */
export const passkeySchema = z.object({
  id: z.string(),
  /** The browser that added it ('Chrome on Linux'); '' for passkeys added before it was recorded. */
  browser: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
})
export type Passkey = z.infer<typeof passkeySchema>

/** GET /api/console/staff/ (admins): every staff member, with what protects their account. */
export const staffMemberSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: staffRoleSchema,
  /** An authenticator app is set up. */
  two_step: z.boolean(),
  /** Has a console password (a member made by the company's provider has none). */
  password: z.boolean(),
  /** Has signed in through the company's provider (record 088): it checks who they are. */
  provider_account: z.boolean(),
  passkeys: z.array(passkeySchema),
  live_sessions: z.int(),
  /** The row is the admin looking at it. */
  you: z.boolean(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

/** PUT /api/console/staff/<id>/role. */
export const roleChangeSchema = z.object({ role: staffRoleSchema })

export const passkeyMessages = {
  failed: 'The passkey could not be used. Try again, or sign in with your password and code.',
  notAdded: 'The passkey was not added. Try again.',
} as const
