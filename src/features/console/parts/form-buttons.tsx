import styles from '../console.module.css'

/** A console form's last row: its submit button, then 'Cancel' (both held while the form is busy). */
export function FormButtons({
  submitLabel,
  busy,
  onCancel,
  className = styles.actions,
}: {
  submitLabel: string
  busy: boolean
  onCancel: () => void
  className?: string
}) {
  return (
    <div className={className}>
      <button type="submit" className={styles.primary} disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className={styles.button} disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
