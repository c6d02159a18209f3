import * as Dialog from '@radix-ui/react-dialog'
import { useId, useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react'
import { billingStates } from '../../contracts/business-details'
import { checkBuyerDetails, type BuyerDetails, type BuyerDetailsField } from '../../contracts/buyer-details'
import type { FieldErrors } from '../../contracts/text'
import dialogStyles from '../../components/dialog/dialog.module.css'
import fieldStyles from '../../components/forms/form-field.module.css'
import { lastBuyerDetails, saveBuyerDetails } from './buyer-details-store'
import styles from './gst-details.module.css'

type Values = Record<BuyerDetailsField, string>
const empty: Values = { name: '', address: '', state: '' }
const order: BuyerDetailsField[] = ['name', 'address', 'state']

/**
 * Asked by Buy Now when a plan's taxable value is ₹50,000 or more and no GST details are saved (issue 61
 * item 3; rule 46(f)): the buyer's name, address and state for the invoice, then the payment. Closed, the
 * focus goes back to Buy Now and nothing is bought; what was typed stays for the next time.
 */
export function BuyerDetailsDialog({
  plan,
  open,
  onOpenChange,
  onContinue,
  returnFocus,
}: {
  plan: { id: number; name: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  onContinue: () => void
  /** Buy Now: the dialog has no trigger of its own for Radix to return the focus to. */
  returnFocus: RefObject<HTMLElement | null>
}) {
  // Here, not in the form: what was typed is still there when the dialog opens again.
  const [values, setValues] = useState<Values>(() => lastBuyerDetails() ?? empty)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={dialogStyles.dialog}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
        >
          <Dialog.Title className={dialogStyles.title}>Your details for the invoice</Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            The {plan.name} plan costs ₹50,000 or more before GST, so tax law asks the invoice to name the buyer. Sent
            with this order only and printed on its invoice. Have a GSTIN? Cancel and choose ‘Add GST details’ instead.
          </Dialog.Description>
          <BuyerDetailsForm
            planId={plan.id}
            values={values}
            setValues={setValues}
            onDone={() => {
              onOpenChange(false)
              onContinue()
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function BuyerDetailsForm({
  planId,
  values,
  setValues,
  onDone,
}: {
  planId: number
  values: Values
  setValues: Dispatch<SetStateAction<Values>>
  onDone: () => void
}) {
  const [errors, setErrors] = useState<FieldErrors<BuyerDetailsField>>({})
  const form = useRef<HTMLFormElement>(null)
  const id = useId()

  const change = (field: BuyerDetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkBuyerDetails(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = order.find((field) => checked.errors[field])
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    saveBuyerDetails(planId, checked.data satisfies BuyerDetails)
    onDone()
  }

  const field = (name: BuyerDetailsField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: BuyerDetailsField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={fieldStyles.error}>
        {errors[name]}
      </p>
    ) : null

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input {...field('name')} autoComplete="name" onChange={(event) => change('name', event.target.value)} />
        {error('name')}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-address`}>Address</label>
        <textarea
          {...field('address')}
          rows={3}
          autoComplete="street-address"
          onChange={(event) => change('address', event.target.value)}
        />
        {error('address')}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-state`}>State or union territory</label>
        <select {...field('state')} onChange={(event) => change('state', event.target.value)}>
          <option value="">Choose a state or union territory</option>
          {billingStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        {error('state')}
      </div>
      <div className={styles.buttons}>
        <Dialog.Close className={styles.secondary}>Cancel</Dialog.Close>
        <button type="submit" className={styles.primary}>
          Continue to payment
        </button>
      </div>
    </form>
  )
}
