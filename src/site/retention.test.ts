import { describe, expect, it } from 'vitest'
import {
  backupSentence,
  collectionNotices,
  periodInWords,
  readRetention,
  retentionDefaults,
  emailSentence,
  retentionList,
} from './retention'

describe('retention settings', () => {
  it('reads RETENTION_* with the defaults 365, 730 and 730 days', () => {
    expect(readRetention({})).toEqual({ applicationDays: 365, talentPoolDays: 730, messageDays: 730 })
    expect(readRetention({ RETENTION_APPLICATION_DAYS: '0', RETENTION_MESSAGE_DAYS: '' })).toEqual({
      ...retentionDefaults,
      applicationDays: 0,
    })
    expect(() => readRetention({ RETENTION_TALENT_POOL_DAYS: '-3' })).toThrow('RETENTION_TALENT_POOL_DAYS')
  })

  it('writes the privacy page’s list and the forms’ notices from the figures, whatever they are', () => {
    expect(periodInWords(365)).toBe('1 year')
    expect(periodInWords(730)).toBe('2 years')
    expect(periodInWords(180)).toBe('6 months')
    expect(periodInWords(45)).toBe('45 days')
    const moved = { applicationDays: 0, talentPoolDays: 90, messageDays: 31 }
    expect(retentionList(moved).slice(0, 4)).toEqual([
      'Job applications and their CVs: kept until the job is closed, then deleted.',
      'If you ask us to keep your CV in our talent pool: kept for 3 months after the job is closed, then deleted.',
      'Contact messages and referrals: deleted 31 days after they reach us.',
      'Orders and their tax invoices and credit notes: kept for 8 years, as tax law requires, even when you ask us to erase your data (an invoice holds the business name, GSTIN and billing address given for it, or, for a plan of ₹50,000 or more before GST bought without a GSTIN, the buyer’s name, address and state given at checkout; never an e-mail or phone); the buyer’s e-mail address and phone number are removed 31 days after the order, or when you ask.',
    ])
    expect(collectionNotices(moved).application).toBe(
      'We keep your application and CV to consider you for this role, until the job is closed (for 3 months after it is closed if you join the talent pool), then delete them.',
    )
    expect(collectionNotices(retentionDefaults).application).toBe(
      'We keep your application and CV to consider you for this role, for 1 year after the job is closed (2 years if you join the talent pool), then delete them.',
    )
  })

  it('says what is kept of an e-mail that could not be delivered: the address, encrypted, and the reason, never the text (issue 60 item 6)', () => {
    const sentence = retentionList(retentionDefaults).find((item) => item.startsWith('E-mails we send you'))
    expect(sentence).toBe(emailSentence)
    expect(sentence).toContain('or at once when your mail server refuses the address')
    expect(sentence).toContain(
      'Of an e-mail that could not be delivered we keep only the address, encrypted, and the mail server’s reason, never the text',
    )
    expect(sentence).toContain('is deleted 30 days later, or the address sooner when you ask us to erase your data.')
  })

  it('ends the list with the backups’ period when the server makes backups, and says nothing of them otherwise', () => {
    expect(backupSentence(30)).toBe(
      'Backups: each is kept for 30 days, so data we delete or erase is gone from every backup within 30 days.',
    )
    expect(backupSentence(1)).toContain('kept for 1 day,')
    expect(retentionList({ ...retentionDefaults, backupKeepDays: 30 }).at(-1)).toBe(backupSentence(30))
    for (const none of [null, undefined]) {
      expect(retentionList({ ...retentionDefaults, backupKeepDays: none }).join(' ')).not.toMatch(/backup/i)
    }
  })
})
