import * as AlertDialog from '@radix-ui/react-alert-dialog'
import dialogStyles from '../../components/dialog/dialog.module.css'
import styles from './my-application.module.css'

/**
 * 'Delete my data' asks first. Radix's alert dialog traps focus, starts on 'Cancel' and gives focus
 * back to the button that opened it.
 */
export function DeleteDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className={styles.dangerButton} aria-disabled={disabled}>
          Delete my data
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={`${dialogStyles.dialog} ${dialogStyles.narrow}`}>
          <AlertDialog.Title className={dialogStyles.title}>Delete your application?</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            Your application, your CV and this link are deleted for good, and the company can no longer see them. This
            cannot be undone.
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.button}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.dangerButton} onClick={onConfirm}>
              Delete my data
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
