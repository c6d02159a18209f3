import type { SitePage } from '../../site/site-map'
import styles from './page-placeholder.module.css'

/** Says what a page is until its content lands. */
export function PagePlaceholder({ page }: { page: SitePage }) {
  return (
    <section className={styles.section}>
      <h1>{page.title}</h1>
      <p className={styles.lead}>{page.description}</p>
    </section>
  )
}
