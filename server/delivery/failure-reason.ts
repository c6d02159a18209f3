import { errorKind } from '../log.ts'

/**
 * A mail server's permanent refusal of this message (issue 60 item 6): a 5xx reply to its recipient
 * (RCPT TO) or its content (DATA). Tried again it would be refused again, so it fails at once. A 5xx to
 * the sign-in or the sender (MAIL FROM) is the server's set-up, not this address: those are retried,
 * as 4xx replies and network errors are, so a misconfiguration fixed within the day loses nothing.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = 'responseCode' in error && typeof error.responseCode === 'number' ? error.responseCode : 0
  const command = 'command' in error && typeof error.command === 'string' ? error.command : ''
  return code >= 500 && code < 600 && (command === 'RCPT TO' || command === 'DATA')
}

/** Anything shaped like an address, or in angle brackets, as a mail server echoes the recipient. */
const address = /<[^<>]*>|[^\s<>()[\]"',;:]*@[^\s<>()[\]"',;:]*/g

/**
 * Why a try failed, as admins see it (and `outbox.last_error` keeps it): the SMTP reply's code and words
 * with every address taken out ('550 5.1.1 Recipient address rejected: User unknown'), else the error's
 * code (ECONNECTION, ETIMEDOUT …), never a message that could name a person.
 */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.name === 'NoMailServer') return 'no mail server set up'
  if (typeof error === 'object' && error !== null) {
    const code = 'responseCode' in error && typeof error.responseCode === 'number' ? error.responseCode : null
    const reply = 'response' in error && typeof error.response === 'string' ? error.response : ''
    if (code !== null) {
      const line = reply.split(/\r?\n/)[0] ?? ''
      const words = line
        .replace(address, '')
        .replace(/\s+/g, ' ')
        .replace(/ ([:;,.])/g, '$1')
        .trim()
      const text = words.startsWith(String(code)) ? words : `${code} ${words}`.trim()
      return text.slice(0, 100)
    }
    if ('code' in error && typeof error.code === 'string' && /^E[A-Z_]{2,20}$/.test(error.code)) return error.code
  }
  const kind = errorKind(error)
  return String(kind.code ?? kind.error)
}
