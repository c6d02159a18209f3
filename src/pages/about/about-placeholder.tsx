import styles from './about.module.css'

/** The issue asks for a page that only says About: one heading and nothing else. */
export function AboutPlaceholder() {
  return <h1 className={styles.placeholder}>About</h1>
}
