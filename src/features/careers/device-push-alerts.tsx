import { useEffect, useId, useState } from 'react'
import { describeJobSearch } from '../../contracts/job-alert'
import { checkJobAlertSearch } from '../../contracts/job-alert-search'
import type { CareersSearch } from './careers-search'
import styles from './job-alert-form.module.css'
import { type PushOutcome, pushSupported, startPushAlerts, stopPushAlerts, workerRegistration } from './push-alerts'

/** Whether this device has push alerts: unknown until the worker answers, absent without Web Push. */
type DeviceState = 'unknown' | 'absent' | 'off' | 'on'

/**
 * 'Notify me on this device' beside the e-mail form: where the browser has Web Push and the site's
 * service worker. Permission is asked only when the button is pressed.
 */
export function DevicePushAlerts({ search }: { search: Pick<CareersSearch, 'q' | 'location'> }) {
  const id = useId()
  const [state, setState] = useState<DeviceState>('unknown')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<PushOutcome | null>(null)

  useEffect(() => {
    let live = true
    if (!pushSupported()) {
      setState('absent')
      return
    }
    void (async () => {
      const registration = await workerRegistration().catch(() => undefined)
      const subscription = await registration?.pushManager.getSubscription().catch(() => null)
      if (live) setState(registration === undefined ? 'absent' : subscription ? 'on' : 'off')
    })()
    return () => {
      live = false
    }
  }, [])

  if (state === 'absent' || state === 'unknown') return null

  async function toggle() {
    if (busy) return
    // The same rule as the e-mail alerts: the server would refuse this search, so nothing is asked.
    const checked = checkJobAlertSearch({ q: search.q, location: search.location })
    if (state !== 'on' && !checked.ok) {
      setSaid({ on: false, text: checked.errors.q ?? checked.errors.location ?? '', failed: true })
      return
    }
    const registration = await workerRegistration().catch(() => undefined)
    if (registration === undefined) return
    setBusy(true)
    const outcome = state === 'on' ? await stopPushAlerts(registration) : await startPushAlerts(registration, search)
    setBusy(false)
    setState(outcome.on ? 'on' : 'off')
    setSaid(outcome)
  }

  return (
    <section className={styles.device} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.deviceHeading}>
        Or on this device
      </h3>
      <p>A notification for each new opening: {describeJobSearch(search)}.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} aria-disabled={busy} onClick={() => void toggle()}>
          {state === 'on' ? 'Stop notifications on this device' : 'Notify me on this device'}
        </button>
      </div>
      <p className={said?.failed ? styles.failed : styles.status} role="status">
        {said?.text}
      </p>
    </section>
  )
}
