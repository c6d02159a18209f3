import styles from '../console.module.css'
import { LoadState } from '../parts/load-state'
import { useConsoleData } from '../use-console-data'
import { PlanForm } from './plan-form'
import { fetchConsolePlans } from './plans-api'

/** The plans buyers can order, each editable on its own. */
export function PlansScreen() {
  const plans = useConsoleData(fetchConsolePlans, 'plans')
  return (
    <>
      <h1 tabIndex={-1}>Plans</h1>
      <p className={styles.meta}>Prices are in whole rupees. Orders already made keep the price they were made at.</p>
      <LoadState state={plans.state} reload={plans.reload} what="plans">
        {(list) => (
          <ul className={styles.list} aria-label="Plans">
            {list.map((plan) => (
              <PlanForm
                key={plan.id}
                plan={plan}
                onSaved={(saved) => plans.update((items) => items.map((item) => (item.id === saved.id ? saved : item)))}
              />
            ))}
          </ul>
        )}
      </LoadState>
    </>
  )
}
