import { useEffect } from 'react'
import { apiUrl } from '../../site/settings'

/** A job link from an alert e-mail ends in `#alert=<token>` (record 054). */
const alertFragment = /^#alert=([A-Za-z0-9_-]{43})$/

/**
 * A job link from an alert digest: tells the server the e-mail was opened (it keeps the subscription
 * another year) and takes the token out of the address, so a shared or saved link never carries it.
 */
export function useAlertOpened(): void {
  useEffect(() => {
    const token = alertFragment.exec(window.location.hash)?.[1]
    if (token === undefined) return
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    void fetch(apiUrl('/api/job-alerts/opened/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      referrerPolicy: 'no-referrer',
      keepalive: true,
    }).catch(() => undefined)
  }, [])
}
