import { useId, useState } from 'react'
import { deliveryMessages } from '../../../contracts/deliveries'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { formatWhen } from '../parts/formatting'
import { LoadState } from '../parts/load-state'
import { useConsoleAction, useConsoleData } from '../use-console-data'
import { fetchDeliveries, sendWaitingDeliveriesNow } from './deliveries-api'
import { DeliveryList } from './delivery-list'

/**
 * The outbox on the Staff screen (record 059): how many e-mails and alerts wait for a try and how many
 * failed for good, each of them with its kind, address and reason (issue 60 item 6), and 'Send now' for
 * those waiting (once the mail server is back). A failed message's text is not kept (issue 59 item 2).
 */
export function DeliveryStatus({ announce }: { announce: (message: string, isError?: boolean) => void }) {
  const id = useId()
  const counts = useConsoleData(fetchDeliveries, 'deliveries')
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)

  async function sendNow() {
    setBusy(true)
    const result = await run(sendWaitingDeliveriesNow)
    setBusy(false)
    if (result.ok) {
      announce(deliveryMessages.queued(result.value))
      counts.reload()
    } else announce(`The messages were not tried now. ${failureMessage(result.error)}`, true)
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{deliveryMessages.heading}</h2>
      <LoadState state={counts.state} reload={counts.reload} what="delivery counts">
        {(data) => (
          <>
            <p className={styles.meta}>
              Waiting to be sent: {data.waiting}
              {data.oldest_waiting_at === null ? '' : ` (the oldest since ${formatWhen(data.oldest_waiting_at)})`} ·
              Failed: {data.failed}
            </p>
            <p className={styles.meta}>{deliveryMessages.retries}</p>
            {data.failed > 0 && <p className={styles.meta}>{deliveryMessages.failedNotKept}</p>}
            <DeliveryList messages={data.results} more={data.more} />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.button}
                disabled={busy || data.waiting === 0}
                aria-describedby={`${id}-title`}
                onClick={() => void sendNow()}
              >
                {deliveryMessages.sendNow}
              </button>
              <button type="button" className={styles.button} disabled={busy} onClick={counts.reload}>
                Refresh
              </button>
            </div>
          </>
        )}
      </LoadState>
    </section>
  )
}
