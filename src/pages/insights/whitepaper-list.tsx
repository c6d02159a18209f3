import { Link } from '@tanstack/react-router'
import type { ImageRef } from '../../content/types'
import type { Whitepaper } from '../../content/insights-evidence'
import { Illustration } from '../../components/sections/illustration'
import sections from '../../components/sections/sections.module.css'
import styles from './insights.module.css'

interface WhitepaperListProps {
  items: readonly Whitepaper[]
  image: ImageRef
  requestSubject: string
}

/** Reports are sent on request: the button opens the contact form with the subject filled in. */
export function WhitepaperList({ items, image, requestSubject }: WhitepaperListProps) {
  return (
    <div className={styles.whitepapers}>
      <div>
        <ul className={styles.paperList}>
          {items.map((item) => (
            <li key={item.title} className={styles.paper}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <p className={styles.paperMeta}>PDF report · {item.pages} pages · sent by e-mail on request</p>
            </li>
          ))}
        </ul>
        <Link to="/contact" search={{ subject: requestSubject }} className={sections.primaryButton}>
          Request the Latest Reports
        </Link>
      </div>
      <Illustration image={image} className={styles.paperImage} />
    </div>
  )
}
