import { settings } from '../../site/settings'
import { Logo } from '../layout/logo'
import styles from './loading-screen.module.css'

export function LoadingScreen() {
  return (
    <div className={styles.screen} role="status" aria-live="polite" data-testid="loading-screen">
      <Logo className={styles.logo} />
      <p className={styles.text}>Loading {settings.companyName}...</p>
      <span className={styles.bar} aria-hidden="true" />
    </div>
  )
}
