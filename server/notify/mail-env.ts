import { z } from 'zod'
import { settings } from '../../src/site/settings.ts'
import { ConfigError, flag, optionalText } from '../env-fields.ts'

export interface MailSettings {
  smtpUrl: string
  to: readonly string[]
  /** NOTIFY_FROM, or the careers team's name at the first NOTIFY_EMAIL address. */
  from: string
  /** The same address in the company's own name: mail to buyers (issue 60 item 7). */
  companyFrom: string
  insecure: boolean
}

/** The bare address of 'a@b.in' or '"Name" <a@b.in>'. */
export const addressOf = (mailbox: string) => (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim()

/** An RFC 5322 mailbox with the display name quoted, so a name with a comma or a dot stays one name. */
export function mailbox(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`
}

/** E-mail (record 059): the mail server, the team's addresses and the sender. */
export const mailEnv = z.object({
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).nullable()).default(null),
  NOTIFY_EMAIL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.email()))
    .default([]),
  NOTIFY_FROM: optionalText.default(null),
  SMTP_INSECURE: flag.default(false),
})

/** SMTP_URL and NOTIFY_EMAIL both set, or null (then no e-mail is recorded at all). */
export function readMailSettings(e: z.infer<typeof mailEnv>): MailSettings | null {
  if ((e.SMTP_URL === null) !== (e.NOTIFY_EMAIL.length === 0)) {
    throw new ConfigError('Invalid environment: set both SMTP_URL and NOTIFY_EMAIL, or neither')
  }
  if (e.SMTP_URL === null || e.NOTIFY_EMAIL.length === 0) return null
  const from = e.NOTIFY_FROM ?? mailbox(settings.mailSenderName, e.NOTIFY_EMAIL[0] ?? '')
  return {
    smtpUrl: e.SMTP_URL,
    to: e.NOTIFY_EMAIL,
    from,
    companyFrom: mailbox(settings.companyName, addressOf(from)),
    insecure: e.SMTP_INSECURE,
  }
}
