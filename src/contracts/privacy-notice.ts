/**
 * The privacy notice's version: the date of the privacy page's text, the one source of both the page's
 * 'Last updated' and what the forms send with each application (`notice_version`, stored beside the
 * talent-pool choice). Change it, to the day of the change, whenever the notice's words change.
 */
export const privacyNoticeVersion = '2026-11-27'

/**
 * Versions the server accepts: the current one, and earlier ones a page still open in a tab may send.
 * '2026-12-01' labelled the same notice, dated in the future by mistake, until issue 45.
 */
export const knownNoticeVersions: readonly string[] = [privacyNoticeVersion, '2026-12-01']

// Made on first use, not when the module loads: building a DateTimeFormat costs ~25 ms of main thread
// (~100 ms at 4× CPU), and the apply dialog's code imports this module for one label (record 070).
let inWords: Intl.DateTimeFormat | undefined

/** A version as the privacy page says it: '2026-11-27' → '27 November 2026'. */
export function noticeDateInWords(version: string): string {
  inWords ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return inWords.format(new Date(`${version}T00:00:00Z`))
}

/** The multipart field of the apply dialog's checkbox: `true` when ticked; absent or `false` when not. */
export const talentPoolLabel = 'Keep my CV in your talent pool for future roles'

export const consentMessages = {
  talentPoolInvalid: 'talent_pool must be true or false',
  noticeVersionUnknown: 'Please reload the page: our privacy notice has changed since it was opened.',
} as const

/** Reads the two consent fields of an application: absent talent_pool is false; anything but true/false is refused. */
export function checkConsentFields(fields: {
  talent_pool?: string
  notice_version?: string
}):
  | { ok: true; talentPool: boolean; noticeVersion: string | null }
  | { ok: false; errors: Partial<Record<'talent_pool' | 'notice_version', string>> } {
  const errors: Partial<Record<'talent_pool' | 'notice_version', string>> = {}
  const pool = (fields.talent_pool ?? '').trim()
  if (pool !== '' && pool !== 'true' && pool !== 'false') errors.talent_pool = consentMessages.talentPoolInvalid
  const version = (fields.notice_version ?? '').trim()
  // Without a version no notice was shown (a script calling the API): stored as such, not refused.
  if (version !== '' && !knownNoticeVersions.includes(version))
    errors.notice_version = consentMessages.noticeVersionUnknown
  if (errors.talent_pool !== undefined || errors.notice_version !== undefined) return { ok: false, errors }
  return { ok: true, talentPool: pool === 'true', noticeVersion: version === '' ? null : version }
}
