// Staff single sign-on through the company's OpenID Connect provider (issue 64, record 088): the
// routes, the sign-in screen's options and the words both sides use.
import { z } from '../lib/schema.ts'

export const singleSignOnPaths = {
  /** GET: what the sign-in screen offers. */
  options: '/api/console/oidc/options',
  /** GET (a navigation): off to the provider; `?step_up=1&return_to=/console/…` for a fresh sign-in before an act. */
  start: '/api/console/oidc/start',
  /** GET: where the provider sends the browser back; registered at the provider as SITE_URL + this path. */
  callback: '/api/console/oidc/callback',
} as const

/** GET /api/console/oidc/options: the provider's name for 'Sign in with <name>', or null without one. */
export const signInOptionsSchema = z.object({ provider: z.nullable(z.string()) })
export type SignInOptions = z.infer<typeof signInOptionsSchema>

/** The button on the sign-in screen. */
export const signInWithProvider = (name: string) => `Sign in with ${name}`

/** Back from the provider without a session: /console?sso=<outcome>, and the sign-in screen says why. */
export const singleSignOnOutcomes = {
  'no-access': 'Your account has no access to the console',
  failed: 'Signing in with your company account did not complete. Please try again.',
  busy: 'Too many sign-in attempts. Try again in a few minutes.',
} as const
export type SingleSignOnOutcome = keyof typeof singleSignOnOutcomes
export const singleSignOnOutcomeParam = 'sso'

/** A password or passkey sign-in refused because OIDC_ONLY=1 (403). */
export const passwordsOffMessage = (name: string) =>
  `The console takes only single sign-on for your account: use 'Sign in with ${name}'.`

/**
 * 403 from an act that wants a fresh second step, for a member who signed in through the provider: they
 * sign in again there (prompt=login) rather than give a code.
 */
export const freshProviderSignInSchema = z.object({
  detail: z.string(),
  reauth: z.literal(true),
  provider: z.string(),
})
export const freshProviderSignInMessage = (name: string) =>
  `Sign in again with ${name} to do this: it confirms it is you.`

/** Only console paths come back from a step-up (never another site). */
export const safeReturnPath = (value: string | null | undefined): string =>
  value !== null && value !== undefined && /^\/console(\/[\w-]+)*\/?(\?[\w=&%-]*)?$/.test(value) ? value : '/console'
