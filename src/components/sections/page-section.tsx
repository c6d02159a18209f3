import { useId, type ReactNode } from 'react'
import { Reveal } from '../ui/reveal'
import styles from './sections.module.css'

interface PageSectionProps {
  title: string
  intro?: string
  id?: string
  tone?: 'plain' | 'alt'
  children?: ReactNode
}

/** A titled band of a page (h2), revealed on scroll. */
export function PageSection({ title, intro, id, tone = 'plain', children }: PageSectionProps) {
  const headingId = useId()
  return (
    <Reveal as="section" id={id} aria-labelledby={headingId} className={tone === 'alt' ? styles.sectionAlt : styles.section}>
      <div className={styles.sectionInner}>
        <h2 id={headingId}>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </Reveal>
  )
}
