import { type FormEvent, useId, useState } from 'react'
import { checkPlanInput, type PlanField } from '../../../contracts/console'
import fieldStyles from '../../../components/forms/form-field.module.css'
import { type Plan, type PlanBilling, planBillings } from '../../../contracts/plan'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import { useConsoleAction } from '../use-console-data'
import { savePlan } from './plans-api'

const fields: ReadonlyArray<{ field: Exclude<PlanField, 'billing'>; label: string; hint?: string }> = [
  { field: 'name', label: 'Name' },
  { field: 'max_users', label: 'Users' },
  { field: 'max_tasks', label: 'Tasks' },
  { field: 'max_storage_gb', label: 'Storage (GB)' },
  { field: 'price', label: 'Price', hint: 'Whole rupees' },
]

type Values = Record<Exclude<PlanField, 'billing'>, string> & { billing: PlanBilling }

const billingLabels: Record<PlanBilling, string> = {
  'one-off': 'One-off payment',
  monthly: 'Per month',
  yearly: 'Per year',
}

const valuesOf = (plan: Plan): Values => ({
  name: plan.name,
  max_users: String(plan.max_users),
  max_tasks: String(plan.max_tasks),
  max_storage_gb: String(plan.max_storage_gb),
  price: String(plan.price),
  billing: plan.billing,
})

/** One plan's name, limits and price; 'Save' changes what new buyers pay. */
export function PlanForm({ plan, onSaved }: { plan: Plan; onSaved: (saved: Plan) => void }) {
  const id = useId()
  const run = useConsoleAction()
  const [values, setValues] = useState<Values>(() => valuesOf(plan))
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({})
  const [message, setMessage] = useState<{ text: string; error: boolean }>({ text: '', error: false })
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const checked = checkPlanInput(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      setMessage({ text: 'Please correct the fields marked below.', error: true })
      return
    }
    setBusy(true)
    setMessage({ text: '', error: false })
    const result = await run(() => savePlan(plan.id, checked.data))
    setBusy(false)
    if (result.ok) {
      setErrors({})
      setValues(valuesOf(result.value))
      setMessage({ text: `${result.value.name} is saved. New orders use the new price.`, error: false })
      onSaved(result.value)
      return
    }
    if (result.error instanceof ConsoleRequestError) setErrors(result.error.fieldErrors)
    setMessage({ text: failureMessage(result.error), error: true })
  }

  return (
    <li>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{plan.name}</h2>
        <div className={styles.formGrid}>
          {fields.map(({ field, label, hint }) => (
            <TextField
              key={field}
              label={label}
              hint={hint}
              value={values[field]}
              inputMode={field === 'name' ? undefined : 'numeric'}
              required
              error={errors[field]}
              onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
            />
          ))}
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-billing`}>Billing</label>
            <select
              id={`${id}-billing`}
              value={values.billing}
              onChange={(event) => {
                const billing = planBillings.find((known) => known === event.target.value) ?? values.billing
                setValues((current) => ({ ...current, billing }))
              }}
            >
              {planBillings.map((billing) => (
                <option key={billing} value={billing}>
                  {billingLabels[billing]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={styles.notice} role="status">
          {message.error ? '' : message.text}
        </p>
        <p className={`${styles.notice} ${styles.error}`} role="alert">
          {message.error ? message.text : ''}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy} aria-describedby={`${id}-title`}>
            Save
          </button>
        </div>
      </form>
    </li>
  )
}
