import type { ReactNode } from 'react'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import dialogStyles from '../../components/dialog/dialog.module.css'
import { applicantControls } from '../../contracts/applicant'
import styles from './my-application.module.css'

const classes = {
  description: dialogStyles.description,
  actions: styles.dialogActions,
  cancel: styles.button,
  confirm: styles.dangerButton,
}

/** A consequential button of the applicant's page: it looks like one, and asks before it acts. */
function AskFirst(props: {
  label: string
  disabled: boolean
  title: string
  description: string
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
}): ReactNode {
  const { label, disabled, ...dialog } = props
  return (
    <ConfirmDialog
      {...dialog}
      classes={classes}
      trigger={
        <button type="button" className={styles.dangerButton} aria-disabled={disabled}>
          {label}
        </button>
      }
    />
  )
}

/** 'Withdraw my application' asks first: it cannot be undone (issue 45). */
export function WithdrawDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <AskFirst
      label={applicantControls.withdraw}
      disabled={disabled}
      title="Withdraw your application?"
      description="The company will see that you withdrew it and will not consider it any further. This cannot be undone: to be considered again, you would have to apply again."
      confirmLabel="Withdraw"
      cancelLabel="Keep my application"
      onConfirm={onConfirm}
    />
  )
}

/** 'Delete my data' asks first. */
export function DeleteDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <AskFirst
      label={applicantControls.deleteData}
      disabled={disabled}
      title="Delete your application?"
      description="Your application, your CV and this link are deleted for good, and the company can no longer see them. This cannot be undone."
      confirmLabel={applicantControls.deleteData}
      onConfirm={onConfirm}
    />
  )
}
