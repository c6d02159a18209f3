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
