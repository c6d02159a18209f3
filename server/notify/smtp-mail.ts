import nodemailer from 'nodemailer'
import type { OutboxMail } from '../delivery/outbox-message.ts'
import { smtpTransportOptions } from './team-notifier.ts'

/** An e-mail to one person (an applicant, a job seeker, a staff member). */
export interface ApplicantMail {
  to: string
  subject: string
  text: string
  /** Extra headers (the job alerts' List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>
}

/**
 * Hands e-mails to SMTP_URL, over TLS only unless on loopback or SMTP_INSECURE=1. Resolves once the
 * mail server took the message and rejects otherwise: the delivery worker (record 059) records the
 * outcome and tries again later. The rejection's class may be logged, never its message, which can
 * quote the address.
 */
export function smtpSendMail(options: { smtpUrl: string; from: string; companyFrom: string; insecure: boolean }) {
  const transport = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl, options.insecure))
  return async ({ sender, ...mail }: OutboxMail) => {
    await transport.sendMail({ from: sender === 'company' ? options.companyFrom : options.from, ...mail })
  }
}
