import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef } from 'react'
import dialogStyles from '../../components/dialog/dialog.module.css'
import styles from './success-dialog.module.css'

export const successAutoCloseMs = 3000

interface SuccessDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes when it closes (the submit button may have been disabled, losing focus). */
  onCloseAutoFocus: (event: Event) => void
}

/** Thanks the visitor; closes on Continue, the backdrop, Escape, or by itself after 3 seconds. */
export function SuccessDialog({ open, onOpenChange, onCloseAutoFocus }: SuccessDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} data-testid="success-backdrop" />
        <Dialog.Content
          className={`${dialogStyles.dialog} ${dialogStyles.narrow} ${styles.content}`}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <span className={styles.icon} aria-hidden="true">
            ✓
          </span>
          <Dialog.Title className={styles.title}>Success!</Dialog.Title>
          <Dialog.Description className={styles.description}>
            Your referral has been submitted successfully. We'll send an invitation to your friend shortly.
          </Dialog.Description>
          <Dialog.Close className={styles.continue}>Continue</Dialog.Close>
          <CloseAfter ms={successAutoCloseMs} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * Rendered inside the dialog's content, so the 3 seconds count from when the visitor can see it:
 * Radix's portal mounts the content a render after the dialog opens.
 */
function CloseAfter({ ms, onClose }: { ms: number; onClose: () => void }) {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), ms)
    return () => window.clearTimeout(timer)
  }, [ms])
  return null
}
