import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import styles from '../console.module.css'

/**
 * Asks before something that cannot be undone. Radix's alert dialog traps focus, starts on
 * 'Cancel' and gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={`${dialogStyles.dialog} ${dialogStyles.narrow} ${styles.confirm}`}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={styles.button}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.danger} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
