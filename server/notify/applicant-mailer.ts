import nodemailer from 'nodemailer'
import { errorKind, type Log } from '../log.ts'
import { smtpTransportOptions } from './team-notifier.ts'

export interface ApplicantMail {
  to: string
  subject: string
  text: string
  /** Extra headers (the job alerts' List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>
}

/**
 * E-mails to an applicant (their private link). `send` runs the work in the background, after the
 * visitor's answer: it never throws and never delays the request; a failure is logged with `what`
 * and the error's class only, never the address, the token or the server's reply.
 */
export interface ApplicantMailer {
  readonly enabled: boolean
  send(what: string, compose: () => Promise<ApplicantMail | null>): void
  /** Sends now and says whether it went (the job alerts' digest records it); a failure is logged as above. */
  deliver(what: string, mail: ApplicantMail): Promise<boolean>
  /**
   * Sends now and resolves once the mail server took the message, or rejects (a status e-mail staff
   * wait for). The caller logs a failure, with the error's class only.
   */
  sendNow(mail: ApplicantMail): Promise<void>
  /** Resolves once every mail started so far has been sent or has failed (shutdown, tests). */
  settled(): Promise<void>
}

export const silentApplicantMailer: ApplicantMailer = {
  enabled: false,
  send: () => undefined,
  deliver: async () => false,
  sendNow: async () => {
    throw new Error('no mail server is set up')
  },
  settled: async () => undefined,
}

/** Sends through SMTP_URL, over TLS only unless on loopback or SMTP_INSECURE=1 (as the team's e-mails). */
export function smtpApplicantMailer(options: {
  smtpUrl: string
  from: string
  insecure: boolean
  log: Log
}): ApplicantMailer {
  const transport = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl, options.insecure))
  const pending = new Set<Promise<void>>()
  return {
    enabled: true,
    send(what, compose) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then(async (mail) => {
          if (mail !== null) await transport.sendMail({ from: options.from, ...mail })
        })
        .then(
          () => undefined,
          (error: unknown) => options.log('warn', 'applicant e-mail failed', { kind: what, ...errorKind(error) }),
        )
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async deliver(what, mail) {
      try {
        await transport.sendMail({ from: options.from, ...mail })
        return true
      } catch (error) {
        options.log('warn', 'applicant e-mail failed', { kind: what, ...errorKind(error) })
        return false
      }
    },
    async sendNow(mail) {
      await transport.sendMail({ from: options.from, ...mail })
    },
    async settled() {
      await Promise.all([...pending])
    },
  }
}
