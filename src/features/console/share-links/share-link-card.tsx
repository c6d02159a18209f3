import { useId, useState } from 'react'
import type { ShareLink } from '../../../contracts/share-link'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { ConfirmDialog } from '../parts/confirm-dialog'
import { formatWhen } from '../parts/formatting'
import { useConsoleAction } from '../use-console-data'
import { disableShareLink } from './share-links-api'
import own from './share-links.module.css'

/** One share link in a job's 'Sources' view: its source, maker, date, counts and 'Disable link'. */
export function ShareLinkCard({
  link,
  onChanged,
  announce,
}: {
  link: ShareLink
  onChanged: (changed: ShareLink) => void
  announce: (message: string) => void
}) {
  const id = useId()
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)

  async function disable() {
    setBusy(true)
    const result = await run(() => disableShareLink(link.id))
    setBusy(false)
    if (result.ok) {
      onChanged(result.value)
      announce(`The link for ${link.source} is disabled: it still opens the job, but counts nothing.`)
    } else announce(`The link could not be disabled. ${failureMessage(result.error)}`)
  }

  return (
    <li className={own.linkCard} aria-labelledby={`${id}-source`}>
      <h4 id={`${id}-source`}>
        {link.source}
        {link.disabled_at !== null && (
          <>
            {' '}
            <span className={`${styles.badge} ${styles.closed}`}>Disabled</span>
          </>
        )}
      </h4>
      <dl className={styles.facts}>
        <dt>Link</dt>
        <dd className={own.link}>{link.url}</dd>
        <dt>Made by</dt>
        <dd>{link.created_by}</dd>
        <dt>Made on</dt>
        <dd>{formatWhen(link.created_at)}</dd>
        <dt>Visits</dt>
        <dd>{link.visits}</dd>
        <dt>Applications</dt>
        <dd>{link.applications}</dd>
        {link.disabled_at !== null && (
          <>
            <dt>Disabled on</dt>
            <dd>{formatWhen(link.disabled_at)}</dd>
          </>
        )}
      </dl>
      {link.disabled_at === null && (
        <div className={styles.actions}>
          <ConfirmDialog
            trigger={
              <button type="button" className={styles.danger} disabled={busy} aria-describedby={`${id}-source`}>
                Disable link
              </button>
            }
            title="Disable this link?"
            description={`The link for ${link.source} will still open the job, but it will no longer count visits or give applications its source. This cannot be undone.`}
            confirmLabel="Disable link"
            onConfirm={() => void disable()}
          />
        </div>
      )}
    </li>
  )
}
