import { describe, expect, it } from 'vitest'
import { failureReason, isPermanentRefusal } from './failure-reason.ts'

/** An error as nodemailer's SMTP connection makes it. */
const smtpError = (response: string, command: string, code = 'EENVELOPE') =>
  Object.assign(new Error(`Can't send mail: ${response}`), {
    code,
    response,
    command,
    responseCode: Number(response.slice(0, 3)),
  })

describe('a mail server’s refusal (issue 60 item 6)', () => {
  it('a 5xx to the recipient or the content is permanent; 4xx, sign-in, sender and network errors are retried', () => {
    expect(isPermanentRefusal(smtpError('550 5.1.1 <a@b.in>: User unknown', 'RCPT TO'))).toBe(true)
    expect(isPermanentRefusal(smtpError('554 5.7.1 Message rejected', 'DATA', 'EMESSAGE'))).toBe(true)
    expect(isPermanentRefusal(smtpError('451 4.7.1 Try again later', 'RCPT TO'))).toBe(false)
    expect(isPermanentRefusal(smtpError('535 5.7.8 Authentication failed', 'AUTH PLAIN', 'EAUTH'))).toBe(false)
    expect(isPermanentRefusal(smtpError('553 5.7.1 Sender not allowed', 'MAIL FROM'))).toBe(false)
    expect(isPermanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false)
  })

  it('the reason keeps the reply code and words, never an address the server echoes', () => {
    expect(failureReason(smtpError('550 5.1.1 <asha.v@example.com>: Recipient address rejected', 'RCPT TO'))).toBe(
      '550 5.1.1: Recipient address rejected',
    )
    expect(failureReason(smtpError('550 mailbox asha.v@example.com unavailable', 'RCPT TO'))).toBe(
      '550 mailbox unavailable',
    )
    expect(failureReason(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1'), { code: 'ECONNECTION' }))).toBe(
      'ECONNECTION',
    )
    expect(failureReason(new TypeError('x@y.in is wrong'))).toBe('TypeError')
  })
})
