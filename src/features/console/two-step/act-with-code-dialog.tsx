import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import { failureMessage, FreshCodeNeeded, SignedOut } from '../console-api'
import { useConsoleSession } from '../console-session'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import { confirmWithCode } from './two-step-api'

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
}: {
  trigger: ReactNode
  title: string
  description: string
  actLabel: string
  act: () => Promise<T>
  onDone: (value: T) => void
  onFailed: (message: string) => void
}) {
  const { sessionEnded, signedOut } = useConsoleSession()
  const [open, setOpen] = useState(false)
  const [needsCode, setNeedsCode] = useState(false)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const codeField = useRef<HTMLDivElement>(null)
  // The code is asked for in place: its field takes the focus (again after a wrong code).
  useEffect(() => {
    if (needsCode && codeError !== 'Please enter the code.') codeField.current?.querySelector('input')?.focus()
  }, [needsCode, codeError])

  function openChange(next: boolean) {
    if (busy) return
    setOpen(next)
    setNeedsCode(false)
    setCode('')
    setCodeError(undefined)
  }

  async function confirmCode(): Promise<boolean> {
    if (code.trim() === '') {
      setCodeError('Please enter the code.')
      return false
    }
    try {
      await confirmWithCode(code.trim())
      return true
    } catch (failure) {
      if (failure instanceof SignedOut) {
        setOpen(false)
        signedOut(failure.notice ?? 'Your session has ended. Please sign in again.')
      } else {
        setCode('')
        setCodeError(failureMessage(failure))
      }
      return false
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      if (needsCode && !(await confirmCode())) return
      const value = await act()
      setOpen(false)
      onDone(value)
    } catch (failure) {
      if (failure instanceof FreshCodeNeeded) {
        setNeedsCode(true)
        setCodeError(undefined)
        return
      }
      setOpen(false)
      if (failure instanceof SignedOut) sessionEnded()
      else onFailed(failureMessage(failure))
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
                  value={code}
                  onChange={setCode}
                  oneTimeCode
                  error={codeError}
                />
              </div>
            )}
            <div className={styles.actions}>
              <AlertDialog.Cancel className={styles.button} disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              <button type="submit" className={styles.danger} disabled={busy}>
                {actLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
