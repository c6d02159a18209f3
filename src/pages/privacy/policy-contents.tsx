import type { PolicyPart } from '../../content/privacy'
import styles from './privacy.module.css'

interface PolicyContentsProps {
  parts: readonly PolicyPart[]
  contact: { id: string; title: string }
}

/** The table of contents: every part and clause is an anchor, so links can point at any of them. */
export function PolicyContents({ parts, contact }: PolicyContentsProps) {
  return (
    <nav aria-labelledby="policy-contents-title" className={styles.contents}>
      <h2 id="policy-contents-title" className={styles.contentsTitle}>
        Contents
      </h2>
      <ol className={styles.contentsList}>
        {parts.map((part) => (
          <li key={part.id}>
            <a href={`#${part.id}`}>{part.title}</a>
            <ol>
              {part.clauses.map((clause) => (
                <li key={clause.id}>
                  <a href={`#${clause.id}`}>{clause.title}</a>
                </li>
              ))}
            </ol>
          </li>
        ))}
        <li>
          <a href={`#${contact.id}`}>{contact.title}</a>
        </li>
      </ol>
    </nav>
  )
}
