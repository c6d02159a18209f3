import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'
import dialogStyles from './dialog.module.css'

/** The classes a caller gives the dialog's own parts: its buttons look like the page's buttons. */
export interface ConfirmDialogClasses {
  /** Added to the dialog's card (spacing of its content). */
  content?: string | undefined
  /** The description's paragraph. */
  description?: string | undefined
  actions: string | undefined
  cancel: string | undefined
  confirm: string | undefined
}

/**
 * Asks before something that cannot be undone. Radix's alert dialog traps focus, starts on the
 * cancel button and gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  classes,
}: {
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  classes: ConfirmDialogClasses
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={`${dialogStyles.dialog} ${dialogStyles.narrow} ${classes.content ?? ''}`}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={classes.description}>{description}</AlertDialog.Description>
          <div className={classes.actions}>
            <AlertDialog.Cancel className={classes.cancel}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={classes.confirm} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
