import type { Office } from '../../site/settings'
import styles from './office-list.module.css'

/** Each office with its postal address and tap-to-call / tap-to-write links. */
export function OfficeList({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className={styles.offices}>
      {offices.map((office) => (
        <li key={office.id} className={styles.office}>
          <h3 className={styles.name}>{office.name}</h3>
          <address className={styles.address}>
            {office.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className={styles.links}>
            <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </p>
        </li>
      ))}
    </ul>
  )
}
