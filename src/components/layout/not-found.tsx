import { Link } from '@tanstack/react-router'
import { settings } from '../../site/settings'
import styles from './page-placeholder.module.css'

export function NotFound() {
  return (
    <section className={styles.section}>
      <title>{`Page not found | ${settings.companyName}`}</title>
      <meta name="robots" content="noindex" />
      <h1>Page not found</h1>
      <p className={styles.lead}>
        The page you are looking for has moved or no longer exists. Everything else is one click away.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  )
}
