import * as Dialog from '@radix-ui/react-dialog'
import { memo, useId, useRef, useState, type FormEvent } from 'react'
import {
  billingStates,
  checkBusinessDetails,
  type BusinessDetailsField,
  type BusinessDetails,
} from '../../contracts/business-details'
import { gstinProblem, gstinStateCode } from '../../contracts/gstin'
import type { FieldErrors } from '../../contracts/text'
import dialogStyles from '../../components/dialog/dialog.module.css'
import fieldStyles from '../../components/forms/form-field.module.css'
import { forgetGstDetails, saveGstDetails, useGstDetails } from './gst-details-store'
import styles from './gst-details.module.css'

type Values = Record<BusinessDetailsField, string>
const empty: Values = { business_name: '', gstin: '', address: '', state: '' }
const order: BusinessDetailsField[] = ['business_name', 'gstin', 'address', 'state']

/**
 * 'Add GST details' for a plan (issue 44, item 1): optional, before paying. Saved on this device and
 * sent with the next orders; the GSTIN's state decides the tax. 'Buy Now' does not wait for it.
 */
export const GstDetailsButton = memo(function GstDetailsButton({ planName }: { planName: string }) {
  const saved = useGstDetails()
  const [open, setOpen] = useState(false)
  const summaryId = useId()
  return (
    <>
      {saved && (
        <p id={summaryId} className={styles.summary}>
          Invoice to {saved.business_name}, GSTIN {saved.gstin}
        </p>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={styles.open} aria-describedby={saved ? summaryId : undefined}>
          {saved ? 'Change GST details' : 'Add GST details'}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content className={dialogStyles.dialog}>
            <Dialog.Title className={dialogStyles.title}>GST details for the invoice</Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              For a tax invoice with your GSTIN (to claim input tax credit) for the {planName} plan and later purchases.
              Kept on this device only, and sent with your orders.
            </Dialog.Description>
            <GstDetailsForm saved={saved} onDone={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
})

function GstDetailsForm({ saved, onDone }: { saved: BusinessDetails | null; onDone: () => void }) {
  const [values, setValues] = useState<Values>(saved ?? empty)
  const [errors, setErrors] = useState<FieldErrors<BusinessDetailsField>>({})
  const form = useRef<HTMLFormElement>(null)
  const id = useId()

  const change = (field: BusinessDetailsField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value }
      // A valid GSTIN names its state: fill it in when none was chosen.
      if (field === 'gstin' && current.state === '' && gstinProblem(value) === null) {
        next.state = gstinStateCode(value) ?? ''
      }
      return next
    })
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkBusinessDetails(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = order.find((field) => checked.errors[field])
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    saveGstDetails(checked.data)
    onDone()
  }

  const field = (name: BusinessDetailsField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: BusinessDetailsField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={fieldStyles.error}>
        {errors[name]}
      </p>
    ) : null

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-business_name`}>Business name</label>
        <input
          {...field('business_name')}
          autoComplete="organization"
          onChange={(event) => change('business_name', event.target.value)}
        />
        {error('business_name')}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-gstin`}>GSTIN</label>
        <input
          {...field('gstin')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          onChange={(event) => change('gstin', event.target.value)}
          onBlur={() => {
            if (values.gstin.trim() === '') return
            const problem = gstinProblem(values.gstin)
            if (problem) setErrors((current) => ({ ...current, gstin: problem }))
          }}
        />
        {error('gstin')}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-address`}>Billing address</label>
        <textarea
          {...field('address')}
          rows={3}
          autoComplete="street-address"
          onChange={(event) => change('address', event.target.value)}
        />
        {error('address')}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-state`}>State</label>
        <select {...field('state')} onChange={(event) => change('state', event.target.value)}>
          <option value="">Choose a state</option>
          {billingStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        {error('state')}
      </div>
      <div className={styles.buttons}>
        {saved && (
          <button
            type="button"
            className={`${styles.secondary} ${styles.forget}`}
            onClick={() => {
              forgetGstDetails()
              onDone()
            }}
          >
            Forget these details
          </button>
        )}
        <Dialog.Close className={styles.secondary}>Cancel</Dialog.Close>
        <button type="submit" className={styles.primary}>
          Save details
        </button>
      </div>
    </form>
  )
}
