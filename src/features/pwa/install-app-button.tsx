import { useSyncExternalStore } from 'react'
import { installOffer, subscribeToInstallOffer, takeInstallPrompt } from './install-offer'
import styles from './pwa.module.css'

/** Shows the browser's install dialog; the button goes either way, as the browser offers a prompt only once. */
async function promptInstall(): Promise<void> {
  await takeInstallPrompt()?.prompt()
}

/** 'Install app' when the browser offers installation; on iOS Safari, how to add it by hand. */
export function InstallAppButton() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => undefined)
  if (offer === 'prompt') {
    return (
      <button type="button" className={styles.installButton} onClick={() => void promptInstall()}>
        Install app
      </button>
    )
  }
  if (offer === 'ios-hint') {
    return <p className={styles.iosHint}>Install this app: tap Share, then “Add to Home Screen”.</p>
  }
  return null
}
