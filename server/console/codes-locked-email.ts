import { settings } from '../../src/site/settings.ts'
import type { ApplicantMail } from '../notify/smtp-mail.ts'

const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })

/**
 * The e-mail the member and each administrator get when a member's code step closes after ten wrong
 * codes within an hour (account-code-limit.ts): whoever sent them knows the member's password.
 */
export function codesLockedEmail({
  to,
  member,
  own,
  count,
  networks,
  reopens,
  consoleUrl,
}: {
  to: string
  member: string
  /** The mail goes to the member themselves (else to an administrator). */
  own: boolean
  count: number
  networks: number
  reopens: Date
  consoleUrl: string
}): ApplicantMail {
  const whose = own ? 'your console account' : `the console account ${member}`
  return {
    to,
    subject: `Sign-in codes refused for ${own ? 'your' : 'a'} ${settings.companyName} console account`,
    text: [
      `${count} wrong sign-in codes were entered for ${whose} within an hour, from ${networks} ${networks === 1 ? 'network' : 'networks'}.`,
      `Codes for this account are refused until ${whenFormat.format(reopens)} UTC.`,
      '',
      'A code is asked for only after the right password: whoever entered them knows the password.',
      '',
      own ? 'If it was not you:' : 'If it was not them:',
      '1. Set a new password at once (npm run staff -- add with the same address); it ends every session',
      '   and removes every passkey.',
      `2. Check the audit log in the console (${consoleUrl}) for this account's recent sign-ins.`,
    ].join('\n'),
  }
}
