import { useId } from 'react'
import type { Cta } from '../../content/types'
import { Reveal } from '../ui/reveal'
import { PageLink } from './page-link'
import styles from './sections.module.css'

/** A closing band that asks the visitor to take the next step. */
export function CallToAction({ cta }: { cta: Cta }) {
  const headingId = useId()
  return (
    <Reveal as="section" aria-labelledby={headingId} className={styles.cta}>
      <div className={styles.ctaInner}>
        <h2 id={headingId}>{cta.title}</h2>
        {cta.text && <p>{cta.text}</p>}
        <PageLink link={cta.link} className={styles.ctaButton} />
      </div>
    </Reveal>
  )
}
