import type { ReactNode } from 'react'
import type { ImageRef, PageLinkRef } from '../../content/types'
import { Illustration } from './illustration'
import { PageLink } from './page-link'
import styles from './sections.module.css'

export interface PageHeroProps {
  eyebrow?: string
  title: string
  lead: string
  image?: ImageRef
  action?: PageLinkRef
  children?: ReactNode
}

/** The top of a page: its one h1, a lead paragraph, an optional call to action and illustration. */
export function PageHero({ eyebrow, title, lead, image, action, children }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
          {action && <PageLink link={action} className={styles.primaryButton} />}
        </div>
        {image && <Illustration image={image} className={styles.heroImage} priority />}
      </div>
    </section>
  )
}
