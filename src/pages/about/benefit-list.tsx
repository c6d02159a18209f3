import type { Benefit } from '../../content/company-life'
import styles from './about.module.css'

export function BenefitList({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <ul className={styles.benefits}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className={styles.benefit}>
          <h3>{benefit.title}</h3>
          <p>{benefit.text}</p>
          <ul className={styles.checks}>
            {benefit.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
