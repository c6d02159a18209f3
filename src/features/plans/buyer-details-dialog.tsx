import * as Dialog from '@radix-ui/react-dialog'
import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react'
import { checkBuyerDetails, type BuyerDetails, type BuyerDetailsField } from '../../contracts/buyer-details'
import dialogStyles from '../../components/dialog/dialog.module.css'
import fieldStyles from '../../components/forms/form-field.module.css'
import { lastBuyerDetails, saveBuyerDetails } from './buyer-details-store'
import { AddressField, StateField, useBuyerBoxForm } from './buyer-box-form'
import styles from './gst-details.module.css'

type Values = Record<BuyerDetailsField, string>
const empty: Values = { name: '', address: '', state: '' }

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
  const form = useBuyerBoxForm<BuyerDetailsField, BuyerDetails>({
    values,
    setValues,
    check: checkBuyerDetails,
    onValid: (details) => {
      saveBuyerDetails(planId, details)
      onDone()
    },
  })
  const { field, error } = form

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.submit} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor={field('name').id}>Name</label>
        <input {...field('name')} autoComplete="name" />
        {error('name')}
      </div>
      <AddressField label="Address" wired={field('address')} error={error('address')} />
      <StateField
        label="State or union territory"
        choose="Choose a state or union territory"
        wired={field('state')}
        error={error('state')}
      />
      <div className={styles.buttons}>
        <Dialog.Close className={styles.secondary}>Cancel</Dialog.Close>
        <button type="submit" className={styles.primary}>
          Continue to payment
        </button>
      </div>
    </form>
  )
}
