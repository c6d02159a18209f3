import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { eventually, mailServer } from '../test-support/mail-server.ts'
import { startTestServer } from '../test-support/test-server.ts'

describe('an outbox e-mail carries files and calendar invitations as the recipient gets them (real SMTP)', () => {
  it('a PDF attachment arrives byte for byte; an invitation arrives as text/calendar; method=REQUEST', async () => {
    const mail = await mailServer()
    const server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example' },
      { delivery: { pollMs: 100 } },
    )
    try {
      const pdf = Buffer.from('%PDF-1.4\n% a stand-in for an invoice\n%%EOF\n')
      const calendar = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Arcnova//Test//EN',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'UID:test-uid@arcnova.example',
        'DTSTAMP:20261127T100000Z',
        'DTSTART:20261201T043000Z',
        'DTEND:20261201T053000Z',
        'SUMMARY:Interview',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n')
      await server.db.transaction(async (tx) => {
        await server.outbox.add(tx, 'order receipt', {
          channel: 'mail',
          mail: {
            to: 'buyer@example.com',
            subject: 'Your receipt',
            text: 'Attached.',
            attachments: [
              {
                filename: 'invoice.pdf',
                contentType: 'application/pdf',
                content: pdf.toString('base64'),
                encoding: 'base64',
              },
            ],
            icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: calendar },
          },
        })
      })
      server.outbox.wake()
      const received = await eventually(() => mail.received[0])
      const parsed = await simpleParser(received.data)
      expect(parsed.subject).toBe('Your receipt')
      const attached = parsed.attachments.find((item) => item.filename === 'invoice.pdf')
      expect(attached?.contentType).toBe('application/pdf')
      expect(attached?.content.equals(pdf)).toBe(true)
      const invitation = parsed.attachments.find((item) => item.contentType === 'text/calendar')
      expect(invitation?.content.toString()).toContain('METHOD:REQUEST')
      expect(received.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i)
    } finally {
      await server.cleanup()
      await mail.close()
    }
  })
})
