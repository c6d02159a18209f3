import type { Step } from '../../content/types'
import styles from './sections.module.css'

/** Numbered steps of a process, as an ordered list. */
export function StepTimeline({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
