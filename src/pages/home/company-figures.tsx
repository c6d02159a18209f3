import type { HomeFigure } from '../../content/home'
import styles from './company-figures.module.css'

/** Headline numbers as a description list: the figure, then what it counts. */
export function CompanyFigures({ figures }: { figures: readonly HomeFigure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.value} className={styles.figure}>
          <dt className={styles.value}>{figure.value}</dt>
          <dd className={styles.label}>{figure.label}</dd>
        </div>
      ))}
    </dl>
  )
}
