import nodemailer from 'nodemailer'
import { errorKind, type Log } from '../log.ts'

/**
 * What the team hears about: a new application, referral or contact message. Only what names the
 * event, never what the visitor wrote: the e-mail says what came in and links to the console, where
 * the data lives (and is deleted on time; a copy in a mailbox never would be).
 */
export type TeamEvent =
  | { kind: 'application'; id: number; jobId: number; jobName: string }
  | { kind: 'referral'; id: number }
  | { kind: 'contact'; id: number }

export interface TeamNotifier {
  /** Sends in the background, after the visitor's answer: never throws, never delays the request. */
  notify(event: TeamEvent): void
  /** Resolves once every notification started so far has been sent or has failed (shutdown, tests). */
  settled(): Promise<void>
}

export const silentNotifier: TeamNotifier = { notify: () => undefined, settled: async () => undefined }

/** The subject and text of a team e-mail: the job's name, the record's number and the console's address. */
export function teamMessage(event: TeamEvent, siteUrl: string): { subject: string; text: string } {
  const console = (screen: string) => `${siteUrl.replace(/\/+$/, '')}/console/${screen}`
  if (event.kind === 'application') {
    return {
      subject: `New application #${event.id} for ${event.jobName}`,
      text: [
        `A new application for "${event.jobName}" (job #${event.jobId}) came in through the website.`,
        '',
        `Read it in the console: ${console('applications')}`,
        '',
        'The applicant’s details and CV stay in the console; this e-mail carries none of them.',
      ].join('\n'),
    }
  }
  if (event.kind === 'contact') {
    return {
      subject: `New website message #${event.id}`,
      text: [
        `A new message came in through the contact form.`,
        '',
        `Read it in the console: ${console('messages')}`,
      ].join('\n'),
    }
  }
  return {
    subject: `New referral #${event.id} for the Young Bankers Programme`,
    text: [
      'A friend was referred through the website.',
      '',
      `See the referral in the console: ${console('referrals')}`,
    ].join('\n'),
  }
}

/** True for a mail server on this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host)
}

/**
 * nodemailer's transport for SMTP_URL: smtps:// is TLS from the start; smtp:// must upgrade with
 * STARTTLS (requireTLS: no STARTTLS, no mail) unless the server is on loopback or SMTP_INSECURE=1.
 */
export function smtpTransportOptions(smtpUrl: string, insecure: boolean) {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    requireTLS: !secure && !insecure && !isLoopbackHost(url.hostname),
    auth:
      url.username === ''
        ? undefined
        : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    // A mail server that hangs must not keep sends pending for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

/**
 * E-mails the team (NOTIFY_EMAIL) through SMTP_URL (nodemailer: smtp:// or smtps://, credentials in
 * the URL) about each new application, referral and contact message, over TLS only (see above). A failure is logged with the event's kind and
 * the error's class only: no address, name or server reply.
 */
export function smtpNotifier(options: {
  smtpUrl: string
  to: readonly string[]
  from: string
  /** Where the console lives: the links in the e-mails start with it. */
  siteUrl: string
  /** SMTP_INSECURE=1: send without TLS to a mail server that is not on loopback. */
  insecure?: boolean
  log: Log
}): TeamNotifier {
  const transport = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl, options.insecure === true))
  const pending = new Set<Promise<void>>()
  return {
    notify(event) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() =>
          transport.sendMail({ from: options.from, to: [...options.to], ...teamMessage(event, options.siteUrl) }),
        )
        .then(
          () => undefined,
          (error: unknown) =>
            options.log('warn', 'team notification failed', { kind: event.kind, ...errorKind(error) }),
        )
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async settled() {
      await Promise.all([...pending])
    },
  }
}
