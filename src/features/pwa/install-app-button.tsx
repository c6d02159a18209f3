import { promptInstall, useInstallState } from './install-prompt-store'
import styles from './pwa.module.css'

/** 'Install app' when the browser offers installation; on iOS Safari, how to add it by hand. */
export function InstallAppButton() {
  const state = useInstallState()
  if (state === 'available') {
    return (
      <button type="button" className={styles.installButton} onClick={() => void promptInstall()}>
        Install app
      </button>
    )
  }
  if (state === 'ios-hint') {
    return <p className={styles.iosHint}>Install this app: tap Share, then “Add to Home Screen”.</p>
  }
  return null
}
