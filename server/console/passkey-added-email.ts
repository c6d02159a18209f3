import { settings } from '../../src/site/settings.ts'
import type { ApplicantMail } from '../notify/smtp-mail.ts'

const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })

/**
 * The e-mail a staff member gets when a passkey is added to their account (record 058): a session
 * in someone else's hands could add one, and the passkey would outlive that session.
 */
export function passkeyAddedEmail({
  to,
  browser,
  at,
  consoleUrl,
}: {
  to: string
  browser: string
  at: Date
  consoleUrl: string
}): ApplicantMail {
  return {
    to,
    subject: `A passkey was added to your ${settings.companyName} console account`,
    text: [
      `A passkey was added to your ${settings.companyName} console account.`,
      '',
      `When: ${whenFormat.format(at)} UTC`,
      `Browser: ${browser}`,
      '',
      'A passkey signs in to the console without your password or code.',
      '',
      'If this was you, there is nothing to do.',
      '',
      "If it wasn't you, someone else may be signed in as you:",
      '1. Tell an administrator at once. On the Staff screen they can remove the passkey, end your sessions',
      '   and reset your two-step sign-in; a new password (npm run staff -- add) removes every passkey too.',
      `2. If you can still sign in (${consoleUrl}), remove the passkey under Account and choose`,
      "   'Sign out everywhere'.",
    ].join('\n'),
  }
}
