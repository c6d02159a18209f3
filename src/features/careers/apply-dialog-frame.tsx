import dialogStyles from '../../components/dialog/dialog.module.css'
import styles from './apply-dialog.module.css'

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
        {/* The dialog's own heading look (its title is an h2); hidden with the rest, so no extra heading is announced. */}
        <h2 className={dialogStyles.title}>Apply for {jobName}</h2>
        <ApplyFormSkeleton />
      </div>
    </div>
  )
}
