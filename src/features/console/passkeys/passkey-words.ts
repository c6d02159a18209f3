import type { Passkey } from '../../../contracts/console-access'
import { formatWhen } from '../parts/formatting'

/** The browser that added a passkey, for people: older passkeys did not record it. */
export const passkeyBrowser = (passkey: Passkey) => (passkey.browser === '' ? 'Browser not recorded' : passkey.browser)

/** "added 27 Nov 2026, 10:10 am, last used …" or "…, not used yet". */
export const passkeyDates = (passkey: Passkey) =>
  `added ${formatWhen(passkey.created_at)}, ${
    passkey.last_used_at === null ? 'not used yet' : `last used ${formatWhen(passkey.last_used_at)}`
  }`
