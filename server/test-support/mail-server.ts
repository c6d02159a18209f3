import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
  from: string
  to: string[]
  data: string
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it is given: on a port of the kernel's pick
 * or the one given (a mail server back after an outage); `stall` keeps each message's data but never
 * answers it, so the sender never hears it was taken (a send in flight when the sender is killed);
 * `refuse` answers RCPT TO for these addresses with that reply ('550 …' for good, '450 …' for now).
 */
export async function mailServer(
  host = '127.0.0.1',
  options: { port?: number; stall?: boolean; refuse?: Record<string, string> } = {},
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Sessions still open (a stalled one) are cut after this instead of holding close() for 30 s.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const reply = options.refuse?.[address.address]
      if (reply === undefined) return callback()
      callback(Object.assign(new Error(reply.slice(4)), { responseCode: Number(reply.slice(0, 3)) }))
    },
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString()
      })
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((address) => address.address),
          data,
        })
        if (options.stall !== true) callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://${host}:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export async function eventually<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Waits until `check` holds: what follows a mail server's answer (older links ending) comes a moment after it. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A received mail as read: headers unfolded, the body decoded (quoted-printable or base64), both searchable. */
export function readMail(data: string): { subject: string; text: string; whole: string } {
  const split = data.indexOf('\r\n\r\n')
  const headers = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const raw = data.slice(split + 4)
  const text = /^content-transfer-encoding:\s*base64/im.test(headers)
    ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(
        raw
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
  const subject = /^subject: (.*)$/im.exec(headers)?.[1] ?? ''
  return { subject, text, whole: `${headers}\n${text}` }
}
