/**
 * The figures the running server keeps personal data by (record 062): its RETENTION_* periods, and
 * how many days its backups are kept (BACKUP_KEEP_DAYS; null when it makes none, without BACKUP_DIR).
 * The server puts them in the page data of every page it renders (`retention`) and answers them at
 * `GET /api/retention/`; the privacy page and the forms' notices state them. Hand-written, not zod:
 * the root route reads them, and its code is in every page's first load. No import of the site's
 * retention texts either: the service worker names the path.
 */
export interface RetentionFigures {
  /** RETENTION_APPLICATION_DAYS, and the others: src/site/retention.ts's RetentionPeriods. */
  applicationDays: number
  talentPoolDays: number
  messageDays: number
  /** BACKUP_KEEP_DAYS, or null when the server makes no backups (no BACKUP_DIR). */
  backupKeepDays: number | null
}

export const retentionFiguresPath = '/api/retention/'

const days = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 36_500

/** The figures in a payload, or undefined when it is not one (an older server may leave out `backupKeepDays`). */
export function parseRetentionFigures(value: unknown): RetentionFigures | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const field = (name: keyof RetentionFigures): unknown => Reflect.get(value, name)
  const [applicationDays, talentPoolDays, messageDays] = [
    field('applicationDays'),
    field('talentPoolDays'),
    field('messageDays'),
  ]
  const backupKeepDays = field('backupKeepDays') ?? null
  if (!days(applicationDays) || !days(talentPoolDays) || !days(messageDays)) return undefined
  if (backupKeepDays !== null && !days(backupKeepDays)) return undefined
  return { applicationDays, talentPoolDays, messageDays, backupKeepDays }
}
