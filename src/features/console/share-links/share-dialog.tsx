import * as Dialog from '@radix-ui/react-dialog'
import { type FormEvent, useState } from 'react'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import type { ConsoleJob } from '../../../contracts/console'
import { type ShareLinkCreated, shareLinkSourceRule, shareLinkSuggestions } from '../../../contracts/share-link'
import { checkField } from '../../../contracts/text'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import { useConsoleAction } from '../use-console-data'
import { createShareLink } from './share-links-api'
import own from './share-links.module.css'

/**
 * 'Share' on a job: the recruiter picks or types where the link goes (LinkedIn, a referrer's name…)
 * and gets a short link of its own, with 'Copy link' and a QR code for print. Radix's dialog traps
 * focus and gives it back to the 'Share' button.
 */
export function ShareDialog({ job }: { job: ConsoleJob }) {
  const run = useConsoleAction()
  const [open, setOpen] = useState(false)
  const [source, setSource] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<ShareLinkCreated | null>(null)
  const [copied, setCopied] = useState('')

  function reset(next: boolean) {
    setOpen(next)
    setSource('')
    setError(undefined)
    setFailure('')
    setCreated(null)
    setCopied('')
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const checked = checkField(shareLinkSourceRule, source)
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setBusy(true)
    setFailure('')
    const result = await run(() => createShareLink(job.id, checked.value))
    setBusy(false)
    if (result.ok) {
      setError(undefined)
      setCreated(result.value)
      return
    }
    const fieldError = result.error instanceof ConsoleRequestError ? result.error.fieldErrors.source : undefined
    if (fieldError !== undefined) setError(fieldError)
    else setFailure(`The link could not be made. ${failureMessage(result.error)}`)
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('Link copied.')
    } catch {
      setCopied('Copying is not allowed here: select the link and copy it.')
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger className={styles.button} type="button">
        Share
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog}>
          <Dialog.Title className={dialogStyles.title}>Share {job.job_name}</Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            Each link counts its visits and the applications it brings, under the source you give it.
          </Dialog.Description>
          {created === null ? (
            <form className={own.body} onSubmit={submit} noValidate>
              <TextField
                label="Source"
                hint="Where the link will be shared: a site, an app, or a referrer’s name (up to 60 characters)."
                value={source}
                onChange={setSource}
                error={error}
                required
              />
              <ul className={own.suggestions} aria-label="Suggested sources">
                {shareLinkSuggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <button
                      type="button"
                      className={styles.button}
                      aria-pressed={source === suggestion}
                      onClick={() => {
                        setSource(suggestion)
                        setError(undefined)
                      }}
                    >
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
              <p className={`${styles.notice} ${styles.error}`} role="alert">
                {failure}
              </p>
              <div className={styles.actions}>
                <Dialog.Close className={styles.button} type="button">
                  Cancel
                </Dialog.Close>
                <button type="submit" className={styles.primary} disabled={busy}>
                  Create link
                </button>
              </div>
            </form>
          ) : (
            <div className={own.body}>
              <p>
                Link for <strong>{created.source}</strong>:
                <br />
                <span className={own.link}>{created.url}</span>
              </p>
              <img
                className={own.qr}
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qr_svg)}`}
                alt={`QR code for the link for ${created.source}`}
                width={200}
                height={200}
              />
              <p className={styles.notice} role="status">
                {copied}
              </p>
              <div className={styles.actions}>
                <button type="button" className={styles.primary} onClick={() => void copy(created.url)}>
                  Copy link
                </button>
                <a
                  className={styles.button}
                  href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qr_svg)}`}
                  download={`${job.job_name} - ${created.source} - QR code.svg`}
                >
                  Download QR code
                </a>
                <Dialog.Close className={styles.button} type="button">
                  Done
                </Dialog.Close>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
