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
 * What a tap on 'Apply Now' shows at once while the dialog's code is still loading (on a phone's
 * network, hundreds of ms): the dialog's backdrop, card and title. Only a picture of the dialog
 * (hidden from assistive technology): the real one takes its place, and focus, once its code is here.
 */
export function ApplyDialogFrame({ jobName }: { jobName: string }) {
  return (
    <div data-testid="apply-dialog-frame" aria-hidden="true">
      <div className={dialogStyles.overlay} />
      <div className={dialogStyles.dialog}>
        <p className={`${dialogStyles.title} ${styles.frameTitle}`}>Apply for {jobName}</p>
        <ApplyFormSkeleton />
      </div>
    </div>
  )
}
