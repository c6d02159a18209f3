import { Reveal } from '../../components/ui/reveal'
import { programme } from './referral-content'
import styles from './programme-sections.module.css'

export function ProgrammeHighlights() {
  return (
    <Reveal as="section" className={styles.section} aria-labelledby="programme-highlights">
      <h2 id="programme-highlights">Programme Highlights</h2>
      <ul className={styles.highlights}>
        {programme.highlights.map((highlight) => (
          <li key={highlight.value} className={styles.highlight}>
            <span className={styles.value}>{highlight.value}</span>
            <span className={styles.label}>{highlight.label}</span>
          </li>
        ))}
      </ul>
    </Reveal>
  )
}

export function Eligibility() {
  return (
    <Reveal as="section" className={styles.section} aria-labelledby="programme-eligibility">
      <h2 id="programme-eligibility">Eligibility</h2>
      <ul className={styles.eligibility}>
        {programme.eligibility.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Reveal>
  )
}

export function ProgramJourney() {
  return (
    <Reveal as="section" className={styles.section} aria-labelledby="program-journey">
      <h2 id="program-journey">Program Journey</h2>
      <ol className={styles.journey}>
        {programme.journey.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={styles.duration}>{step.duration}</p>
            <p className={styles.stepDetail}>{step.detail}</p>
          </li>
        ))}
      </ol>
    </Reveal>
  )
}
