import * as Dialog from '@radix-ui/react-dialog'
import { type FormEvent, useCallback, useRef, useState } from 'react'
import { accessMessages } from '../../../contracts/console-access'
import { freshProviderSignInMessage } from '../../../contracts/single-sign-on'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import { SignedOut } from '../console-api'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import { StepUpButton } from './provider-step-up'
import { confirmWithCode } from './two-step-api'
import { useCodeEntry } from './use-code-entry'

/**
 * Asks for a fresh code before a destructive act when the last one is older than 15 minutes.
 * `ask()` opens the dialog and settles true once a code was accepted, false if it was cancelled.
 * Radix's dialog traps focus and gives it back to what had it. A code that ends the session (the
 * fifth wrong one) closes the dialog and hands the server's words to `onSessionEnded`.
 */
export function useFreshCodeDialog(onSessionEnded: (notice: string) => void) {
  const [open, setOpen] = useState(false)
  // Signed in through the company's provider: a fresh sign-in there instead of a code (record 088).
  const [provider, setProvider] = useState<string>()
  const settle = useRef<(accepted: boolean) => void>(undefined)

  const entry = useCodeEntry(confirmWithCode, (failure) => {
    if (!(failure instanceof SignedOut)) return false
    close(false)
    onSessionEnded(failure.notice ?? 'Your session has ended. Please sign in again.')
    return true
  })
  const reset = entry.reset

  const ask = useCallback(
    (providerName?: string) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false)
        settle.current = resolve
        reset()
        setProvider(providerName)
        setOpen(true)
      }),
    [reset],
  )

  function close(accepted: boolean) {
    setOpen(false)
    settle.current?.(accepted)
    settle.current = undefined
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (await entry.enter()) close(true)
  }

  const element = (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.dialog} ${dialogStyles.narrow} ${styles.confirm}`}>
          <Dialog.Title className={dialogStyles.title}>Confirm it is you</Dialog.Title>
          <Dialog.Description>
            {provider === undefined ? accessMessages.recentCodeNeeded : freshProviderSignInMessage(provider)}
          </Dialog.Description>
          {provider !== undefined ? (
            <div className={styles.actions}>
              <Dialog.Close className={styles.button} type="button">
                Cancel
              </Dialog.Close>
              <StepUpButton provider={provider} />
            </div>
          ) : (
            <form className={styles.confirm} onSubmit={submit} noValidate>
              <TextField
                label="Code"
                value={entry.code}
                onChange={entry.setCode}
                oneTimeCode
                error={entry.error || undefined}
              />
              <div className={styles.actions}>
                <Dialog.Close className={styles.button} type="button">
                  Cancel
                </Dialog.Close>
                <button type="submit" className={styles.primary} disabled={entry.busy}>
                  Confirm
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
  return { ask, element }
}
