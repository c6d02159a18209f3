import { useEffect, useId, useRef, useState } from 'react'
import { settings } from '../../../site/settings'
import styles from '../console.module.css'
import own from './two-step.module.css'

/** The file 'Download' saves. */
export const recoveryCodesFile = `${settings.shortName}-recovery-codes.txt`

/**
 * The ten recovery codes, shown once after setting up two-step sign-in: 'Copy', 'Download' (a text
 * file), and 'Continue to the console' only once 'I have saved these codes' is ticked.
 */
export function RecoveryCodes({ codes, onContinue }: { codes: readonly string[]; onContinue: () => void }) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [saved, setSaved] = useState(false)
  const [message, setMessage] = useState({ text: '', isError: false })
  const text = `${settings.companyName} console: recovery codes. Each signs you in once instead of a code from the app.\n\n${codes.join('\n')}\n`

  useEffect(() => heading.current?.focus(), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setMessage({ text: 'The ten codes are copied. Paste them somewhere safe.', isError: false })
    } catch {
      setMessage({
        text: 'This browser did not allow copying. Select the codes and copy them, or use ‘Download’.',
        isError: true,
      })
    }
  }

  function download() {
    const address = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = address
    link.download = recoveryCodesFile
    link.click()
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(address), 0)
    setMessage({ text: `Downloaded as ${recoveryCodesFile}.`, isError: false })
  }

  return (
    <main className={styles.signIn}>
      <div className={styles.form}>
        <h1 ref={heading} tabIndex={-1}>
          Save your recovery codes
        </h1>
        <p>
          Two-step sign-in is on. If you lose your phone, each of these codes signs you in once instead of a code from
          the app. They are shown only now: keep them somewhere safe, away from your password.
        </p>
        <ul className={own.recoveryCodes} aria-label="Recovery codes">
          {codes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className={styles.button} onClick={download}>
            Download
          </button>
        </div>
        <p className={`${styles.notice} ${message.isError ? styles.error : ''}`} role="status">
          {message.text}
        </p>
        <label className={styles.checkbox} htmlFor={`${id}-saved`}>
          <input
            id={`${id}-saved`}
            type="checkbox"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
          />
          I have saved these codes
        </label>
        <button type="button" className={styles.primary} disabled={!saved} onClick={onContinue}>
          Continue to the console
        </button>
      </div>
    </main>
  )
}
