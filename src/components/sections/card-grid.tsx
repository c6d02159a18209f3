import type { Card } from '../../content/types'
import { PageLink } from './page-link'
import styles from './sections.module.css'

/** Cards in a responsive grid; each card's title is an h3 under the section's h2. */
export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.cardGrid} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          {card.icon && (
            <img className={styles.cardIcon} src={card.icon} alt="" width="48" height="48" loading="lazy" />
          )}
          <h3 className={styles.cardTitle}>{card.title}</h3>
          <p>{card.text}</p>
          {card.link && <PageLink link={card.link} className={styles.textLink} />}
        </li>
      ))}
    </ul>
  )
}
