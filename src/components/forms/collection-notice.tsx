import { collectionNotices } from '../../site/retention'
import styles from './form-field.module.css'
import { useRetentionFigures } from './use-retention-figures'

/**
 * What a form keeps, why and for how long, next to its submit button, with the way to the whole policy.
 * The periods are the running server's (record 062).
 */
export function CollectionNotice({ id, form }: { id?: string; form: keyof ReturnType<typeof collectionNotices> }) {
  const text = collectionNotices(useRetentionFigures())[form]
  return (
    <p id={id} className={styles.notice}>
      {text} <a href="/privacy#data-retention">Privacy policy</a>
    </p>
  )
}
