import type { ComponentProps } from 'react'
import { ConfirmDialog as SharedConfirmDialog } from '../../../components/dialog/confirm-dialog'
import styles from '../console.module.css'

/** The site's confirmation dialog (components/dialog) with the console's buttons. */
export function ConfirmDialog(props: Omit<ComponentProps<typeof SharedConfirmDialog>, 'classes'>) {
  return (
    <SharedConfirmDialog
      {...props}
      classes={{ content: styles.confirm, actions: styles.actions, cancel: styles.button, confirm: styles.danger }}
    />
  )
}

/** A plain console button that asks first: its label, its fuller name for screen readers, then the dialog. */
export function ConfirmButton({
  label,
  ariaLabel,
  disabled,
  ...dialog
}: { label: string; ariaLabel: string; disabled: boolean } & Omit<ComponentProps<typeof ConfirmDialog>, 'trigger'>) {
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <button type="button" className={styles.button} disabled={disabled} aria-label={ariaLabel}>
          {label}
        </button>
      }
    />
  )
}
