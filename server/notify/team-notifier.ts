/**
 * What the team hears about: a new application, referral or contact message. Only what names the
 * event, never what the visitor wrote: the e-mail says what came in and links to the console, where
 * the data lives (and is deleted on time; a copy in a mailbox never would be).
 */
export type TeamEvent =
  | { kind: 'application'; id: number; jobId: number; jobName: string }
  | { kind: 'referral'; id: number }
  | { kind: 'contact'; id: number }

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
