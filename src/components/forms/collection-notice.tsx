import styles from './form-field.module.css'

/** What a form keeps, why and for how long, next to its submit button, with the way to the whole policy. */
export function CollectionNotice({ id, text }: { id?: string; text: string }) {
  return (
    <p id={id} className={styles.notice}>
      {text} <a href="/privacy#data-retention">Privacy policy</a>
    </p>
  )
}
