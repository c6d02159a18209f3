import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import { freshProviderSignInMessage } from '../../../contracts/single-sign-on'
import { failureMessage, FreshCodeNeeded, SignedOut } from '../console-api'
import { useConsoleSession } from '../console-session'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import { StepUpButton } from './provider-step-up'
import { confirmWithCode } from './two-step-api'
import { useCodeEntry } from './use-code-entry'

/**
 * One dialog for a destructive act (issue 60 item 14): it names the act, and asks for a code from the
 * authenticator app in the same dialog, only when the server says the last one is too old. Radix's
 * alert dialog traps focus, starts on Cancel and gives focus back to the button that opened it.
 */
export function ActWithCodeDialog<T>({
  trigger,
  title,
  description,
  actLabel,
  act,
  onDone,
  onFailed,
  describeFailure = failureMessage,
}: {
  trigger: ReactNode
  title: string
  description: string
  actLabel: string
  act: () => Promise<T>
  onDone: (value: T) => void
  onFailed: (message: string) => void
  /** The words for a refusal, where the act has its own for some answers (a refund's 502). */
  describeFailure?: (failure: unknown) => string
}) {
  const { sessionEnded, signedOut } = useConsoleSession()
  const [open, setOpen] = useState(false)
  const [needsCode, setNeedsCode] = useState(false)
  // Signed in through the company's provider: a fresh sign-in there instead of a code (record 088).
  const [provider, setProvider] = useState<string>()
  const stepUp = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const entry = useCodeEntry(confirmWithCode, (failure) => {
    if (!(failure instanceof SignedOut)) return false
    setOpen(false)
    signedOut(failure.notice ?? 'Your session has ended. Please sign in again.')
    return true
  })
  const codeField = useRef<HTMLDivElement>(null)
  // The code is asked for in place: its field takes the focus (again after a wrong one).
  useEffect(() => {
    if (needsCode && entry.error !== 'Please enter the code.') codeField.current?.querySelector('input')?.focus()
  }, [needsCode, entry.error])
  useEffect(() => {
    if (provider !== undefined) stepUp.current?.focus()
  }, [provider])

  function openChange(next: boolean) {
    if (busy) return
    setOpen(next)
    setNeedsCode(false)
    setProvider(undefined)
    entry.reset()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      if (needsCode && !(await entry.enter())) return
      const value = await act()
      setOpen(false)
      onDone(value)
    } catch (failure) {
      if (failure instanceof FreshCodeNeeded) {
        if (failure.provider === undefined) setNeedsCode(true)
        else setProvider(failure.provider)
        return
      }
      setOpen(false)
      if (failure instanceof SignedOut) sessionEnded()
      else onFailed(describeFailure(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={`${dialogStyles.dialog} ${dialogStyles.narrow} ${styles.confirm}`}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <form className={styles.confirm} onSubmit={(event) => void submit(event)} noValidate>
            {needsCode && (
              <div ref={codeField}>
                <TextField
                  label="Code"
                  hint="It is more than 15 minutes since your last code: enter the newest one from your authenticator app, or a recovery code."
                  value={entry.code}
                  onChange={entry.setCode}
                  oneTimeCode
                  error={entry.error || undefined}
                />
              </div>
            )}
            {provider !== undefined && <p>{freshProviderSignInMessage(provider)}</p>}
            <div className={styles.actions}>
              <AlertDialog.Cancel className={styles.button} disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              {provider === undefined ? (
                <button type="submit" className={styles.danger} disabled={busy}>
                  {actLabel}
                </button>
              ) : (
                <StepUpButton provider={provider} ref={stepUp} />
              )}
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
