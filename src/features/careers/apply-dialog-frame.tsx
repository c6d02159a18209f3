import dialogStyles from '../../components/dialog/dialog.module.css'
import styles from './apply-dialog.module.css'

/** What the dialog says under its title (the picture below says the same, so nothing moves). */
export const applyDialogDescription =
  'Tell us how to reach you and attach your CV. What you enter is kept on this device until you send it.'

/** The dialog's close icon: in its close button, and drawn in the picture. */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** Grey bars where the application form's fields will be, until it has rendered. */
export function ApplyFormSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="apply-form-skeleton" aria-hidden="true">
      {['name', 'email', 'phone', 'comments', 'cv'].map((field) => (
        <span key={field} className={field === 'comments' ? styles.skeletonTall : styles.skeletonField} />
      ))}
    </div>
  )
}

/**
 * What a tap on 'Apply Now' paints at once: the dialog's backdrop, card and title. It stands in while
 * the dialog's code is loading (on a phone's network, hundreds of ms) and for the tap's own frame once
 * it is here (record 076). Only a picture of the dialog (hidden from assistive technology): the real
 * one takes its place, and the focus, in the next task.
 */
export function ApplyDialogFrame({ jobName }: { jobName: string }) {
  return (
    <div data-testid="apply-dialog-frame" aria-hidden="true">
      <div className={dialogStyles.overlay} />
      <div className={dialogStyles.dialog}>
        <div className={styles.header}>
          {/* The dialog's own heading look (its title is an h2); hidden with the rest, so no extra heading is announced. */}
          <h2 className={dialogStyles.title}>Apply for {jobName}</h2>
          <span className={styles.close}>
            <CloseIcon />
          </span>
        </div>
        <p className={`${dialogStyles.description} ${styles.description}`}>{applyDialogDescription}</p>
        <ApplyFormSkeleton />
      </div>
    </div>
  )
}
