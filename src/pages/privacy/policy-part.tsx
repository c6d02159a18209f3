import type { PolicyPart as PolicyPartData } from '../../content/privacy'
import { Reveal } from '../../components/ui/reveal'
import styles from './privacy.module.css'

/** One part of the legal page (h2) with its clauses (h3), each with its own anchor. */
export function PolicyPart({ part }: { part: PolicyPartData }) {
  const headingId = `${part.id}-title`
  return (
    <Reveal as="section" id={part.id} aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId}>{part.title}</h2>
      <p className={styles.partIntro}>{part.intro}</p>
      {part.clauses.map((clause) => (
        <section key={clause.id} id={clause.id} aria-labelledby={`${clause.id}-title`} className={styles.clause}>
          <h3 id={`${clause.id}-title`}>{clause.title}</h3>
          {clause.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {clause.list && (
            <ul>
              {clause.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Reveal>
  )
}
