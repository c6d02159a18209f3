/**
 * How long personal data is kept: the texts of the privacy page and the forms' notices, written from
 * the figures the server's retention sweep enforces. The server reads RETENTION_* through `readRetention`
 * and hands its figures to the pages (src/contracts/retention-figures.ts, record 062); the build reads
 * the same variables with the same defaults, for a page that has not heard from the server (offline).
 */
import { taxInvoiceSettings } from './tax-invoice-settings.ts'

export interface RetentionPeriods {
  /** Days after its job is closed that an application and its CV are kept (0: deleted once it closes). */
  applicationDays: number
  /** The same for an applicant who asked to stay in the talent pool. */
  talentPoolDays: number
  /** Days after arrival that contact messages and referrals are kept; orders lose their buyer's e-mail and phone. */
  messageDays: number
}

export const retentionDefaults: RetentionPeriods = { applicationDays: 365, talentPoolDays: 730, messageDays: 730 }

export const retentionVariables: Readonly<Record<keyof RetentionPeriods, string>> = {
  applicationDays: 'RETENTION_APPLICATION_DAYS',
  talentPoolDays: 'RETENTION_TALENT_POOL_DAYS',
  messageDays: 'RETENTION_MESSAGE_DAYS',
}

/** A hundred years: beyond it a figure is a typo, not a policy. */
const maxDays = 36_500

/** The figures from RETENTION_* (unset or empty: the default); throws naming the variable when one is not a whole number of days. */
export function readRetention(env: Partial<Record<string, string | boolean | undefined>>): RetentionPeriods {
  const read = (key: keyof RetentionPeriods): number => {
    const name = retentionVariables[key]
    const raw = env[name]
    const text = typeof raw === 'string' ? raw.trim() : ''
    if (text === '') return retentionDefaults[key]
    if (!/^\d{1,5}$/.test(text) || Number(text) > maxDays) {
      throw new Error(`${name} must be a whole number of days from 0 to ${maxDays}`)
    }
    return Number(text)
  }
  return {
    applicationDays: read('applicationDays'),
    talentPoolDays: read('talentPoolDays'),
    messageDays: read('messageDays'),
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** '1 year', '18 months', '90 days': whole years or months when the figure is one, else days. */
export function periodInWords(days: number): string {
  if (days > 0 && days % 365 === 0) return plural(days / 365, 'year')
  if (days > 0 && days % 30 === 0) return plural(days / 30, 'month')
  return plural(days, 'day')
}

/** 'for 1 year after the job is closed', or 'until the job is closed' for 0. */
function afterClosing(days: number): string {
  return days === 0 ? 'until the job is closed' : `for ${periodInWords(days)} after the job is closed`
}

/** The privacy page's sentence on backups: erased data is gone from them once the oldest is dropped. */
export function backupSentence(keepDays: number): string {
  return `Backups: each is kept for ${plural(keepDays, 'day')}, so data we delete or erase is gone from every backup within ${plural(keepDays, 'day')}.`
}

/**
 * The privacy page's retention list, written from the figures the sweep enforces; with the backups'
 * period when the server makes backups (BACKUP_KEEP_DAYS), null or absent when it makes none.
 */
export function retentionList(r: RetentionPeriods & { backupKeepDays?: number | null }): string[] {
  const backups = r.backupKeepDays === undefined || r.backupKeepDays === null ? [] : [backupSentence(r.backupKeepDays)]
  return [
    `Job applications and their CVs: kept ${afterClosing(r.applicationDays)}, then deleted.`,
    `If you ask us to keep your CV in our talent pool: kept ${afterClosing(r.talentPoolDays)}, then deleted.`,
    `Contact messages and referrals: deleted ${periodInWords(r.messageDays)} after they reach us.`,
    `Orders and their tax invoices and credit notes: kept for ${plural(taxInvoiceSettings.retentionYears, 'year')}, as tax law requires, even when you ask us to erase your data (an invoice holds the business name, GSTIN and billing address given for it, or, for a plan of ₹50,000 or more before GST bought without a GSTIN, the buyer’s name, address and state given at checkout; never an e-mail or phone); the buyer’s e-mail address and phone number are removed ${periodInWords(r.messageDays)} after the order, or when you ask.`,
    // The pipeline's records belong to their application (issue 43, migration 021: ON DELETE CASCADE).
    'Our recruiters’ notes on an application, its stage history and its interview details (date, time, place, interviewers): kept with the application and deleted with it.',
    // Fixed periods (server/job-alerts/job-alert-store.ts), not RETENTION_* settings (record 054).
    'Job alerts by e-mail: an unconfirmed request is deleted after 7 days; an alert when you unsubscribe, or 1 year after you last followed a link in one of its e-mails.',
    // Fixed too (server/push-alerts/push-alert-store.ts, record 055).
    'Job alerts on this device (notifications): the browser’s push address and your search, deleted when you stop them, when the browser ends them, or 1 year after you last turned them on.',
    'Employee, payroll and contractor records: as long as tax and employment laws require, usually 8 years.',
    // Fixed (server/delivery/outbox-store.ts, outboxKeepDays; records 059, 083; issue 60 item 6).
    emailSentence,
    'Server logs: 90 days.',
    ...backups,
  ]
}

/** What the outbox keeps of an e-mail, and for how long (a promise: server/delivery/outbox-store.ts keeps it). */
export const emailSentence =
  'E-mails we send you (your application’s link, updates, alerts): the address and text are kept, encrypted, only until the e-mail is sent, or until we give up (after a day of tries, or at once when your mail server refuses the address). Of an e-mail that could not be delivered we keep only the address, encrypted, and the mail server’s reason, never the text, so that our team can reach you another way. The note that an e-mail was sent or not (its kind and time; for one not delivered, the encrypted address and the reason) is deleted 30 days later, or the address sooner when you ask us to erase your data.'

/** The notices beside each form's submit button: what is kept, why, for how long. */
export function collectionNotices(r: RetentionPeriods) {
  const pool =
    r.talentPoolDays === 0
      ? 'until it is closed'
      : r.applicationDays === 0
        ? `for ${periodInWords(r.talentPoolDays)} after it is closed`
        : periodInWords(r.talentPoolDays)
  return {
    application: `We keep your application and CV to consider you for this role, ${afterClosing(r.applicationDays)} (${pool} if you join the talent pool), then delete them.`,
    referral: `We keep your friend’s name and e-mail only to invite them to the programme, for ${periodInWords(r.messageDays)}, then delete them.`,
    contact: `We keep your name, e-mail and message only to answer you, for ${periodInWords(r.messageDays)}, then delete them.`,
  }
}

/**
 * The figures this build was made with (Vite passes RETENTION_* in as `import.meta.env`; see
 * vite.config.ts's envPrefix): what a page states until it has the server's own (record 062), and
 * offline when it never had them. On the server, where there is no import.meta.env, the defaults.
 */
export const siteRetention: RetentionPeriods = readRetention(import.meta.env ?? {})
