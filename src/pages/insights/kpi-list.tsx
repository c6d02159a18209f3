import type { Kpi } from '../../content/insights-evidence'
import styles from './insights.module.css'

export function KpiList({ items }: { items: readonly Kpi[] }) {
  return (
    <dl className={styles.kpis}>
      {items.map((item) => (
        <div key={item.label} className={styles.kpi}>
          <dt>{item.label}</dt>
          <dd>{item.figure}</dd>
        </div>
      ))}
    </dl>
  )
}
