import { useId, type ReactNode } from 'react'
import { HydrateWhenVisible } from '../../startup/hydrate-when-visible'
import { Reveal } from '../ui/reveal'
import styles from './sections.module.css'

interface PageSectionProps {
  title: string
  intro?: string
  id?: string
  tone?: 'plain' | 'alt'
  children?: ReactNode
}

/**
 * A titled band of a page (h2), revealed on scroll. On a prerendered page its content hydrates
 * only when it comes near the screen (or is used), so bands below the fold cost nothing at start.
 */
export function PageSection({ title, intro, id, tone = 'plain', children }: PageSectionProps) {
  const headingId = useId()
  return (
    <Reveal
      as="section"
      id={id}
      aria-labelledby={headingId}
      className={tone === 'alt' ? styles.sectionAlt : styles.section}
    >
      <div className={styles.sectionInner}>
        <h2 id={headingId}>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <HydrateWhenVisible>{children}</HydrateWhenVisible>
      </div>
    </Reveal>
  )
}
