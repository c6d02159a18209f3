import nodemailer from 'nodemailer'
import { errorKind, type Log } from '../log.ts'

/** What the team hears about: a new application, referral or contact message. */
export type TeamEvent =
  | {
      kind: 'application'
      id: number
      jobId: number
      fullName: string
      email: string
      phone: string
      comments: string
      resumeName: string
    }
  | { kind: 'referral'; id: number; name: string; email: string }
  | { kind: 'contact'; id: number; name: string; email: string; subject: string; message: string }

export interface TeamNotifier {
  /** Sends in the background, after the visitor's answer: never throws, never delays the request. */
  notify(event: TeamEvent): void
  /** Resolves once every notification started so far has been sent or has failed (shutdown, tests). */
  settled(): Promise<void>
}

export const silentNotifier: TeamNotifier = { notify: () => undefined, settled: async () => undefined }

function message(event: TeamEvent): { subject: string; text: string } {
  if (event.kind === 'application') {
    return {
      subject: `New job application #${event.id} (job #${event.jobId})`,
      text: [
        `A new application came in through the website.`,
        '',
        `Name: ${event.fullName}`,
        `Email: ${event.email}`,
        `Phone: ${event.phone}`,
        `CV: ${event.resumeName}`,
        '',
        event.comments === '' ? '(no comments)' : event.comments,
      ].join('\n'),
    }
  }
  if (event.kind === 'contact') {
    return {
      subject: `Website message #${event.id}: ${event.subject}`,
      text: [`From: ${event.name} <${event.email}>`, '', event.message].join('\n'),
    }
  }
  return {
    subject: `New referral #${event.id} for the Young Bankers Programme`,
    text: ['A friend was referred through the website.', '', `Name: ${event.name}`, `Email: ${event.email}`].join('\n'),
  }
}

/**
 * E-mails the team (NOTIFY_EMAIL) through SMTP_URL (nodemailer: smtp:// or smtps://, credentials in
 * the URL) about each new application, referral and contact message. A failure is logged with the event's kind and
 * the error's class only: no address, name or server reply.
 */
export function smtpNotifier(options: {
  smtpUrl: string
  to: readonly string[]
  from: string
  log: Log
}): TeamNotifier {
  const url = new URL(options.smtpUrl)
  const secure = url.protocol === 'smtps:'
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    auth:
      url.username === ''
        ? undefined
        : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    // A mail server that hangs must not keep sends pending for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  const pending = new Set<Promise<void>>()
  return {
    notify(event) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => transport.sendMail({ from: options.from, to: [...options.to], ...message(event) }))
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
