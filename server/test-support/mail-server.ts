import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
  from: string
  to: string[]
  data: string
}

/** A real SMTP server on 127.0.0.1 that keeps every message it is given. */
export async function mailServer(
  host = '127.0.0.1',
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
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
