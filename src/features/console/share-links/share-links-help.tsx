import styles from '../console.module.css'

/** The Jobs screen's word on share links, under its heading. */
export function ShareLinksHelp() {
  return (
    <p className={`${styles.meta} ${styles.intro}`}>
      ‘Share’ makes a short link for one place you share a job (LinkedIn, WhatsApp, a referrer…), with a QR code for
      print. ‘Sources’ shows each link’s visits (counted per day, no cookies) and the applications it brought; an
      application without a link is ‘Direct’.
    </p>
  )
}
