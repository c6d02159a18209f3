import * as Dialog from '@radix-ui/react-dialog'
import { memo, useId, useState } from 'react'
import { checkBusinessDetails, type BusinessDetailsField, type BusinessDetails } from '../../contracts/business-details'
import { gstinProblem, gstinStateCode } from '../../contracts/gstin'
import dialogStyles from '../../components/dialog/dialog.module.css'
import fieldStyles from '../../components/forms/form-field.module.css'
import { forgetGstDetails, saveGstDetails, useGstDetails } from './gst-details-store'
import { AddressField, StateField, useBuyerBoxForm } from './buyer-box-form'
import styles from './gst-details.module.css'

type Values = Record<BusinessDetailsField, string>
const empty: Values = { business_name: '', gstin: '', address: '', state: '' }

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
  const form = useBuyerBoxForm<BusinessDetailsField, BusinessDetails>({
    values,
    setValues,
    check: checkBusinessDetails,
    onValid: (details) => {
      saveGstDetails(details)
      onDone()
    },
    // A valid GSTIN names its state: fill it in when none was chosen.
    adjust: (next, field, current) =>
      field === 'gstin' && current.state === '' && gstinProblem(next.gstin) === null
        ? { ...next, state: gstinStateCode(next.gstin) ?? '' }
        : next,
  })
  const { field, error } = form

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.submit} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor={field('business_name').id}>Business name</label>
        <input {...field('business_name')} autoComplete="organization" />
        {error('business_name')}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={field('gstin').id}>GSTIN</label>
        <input
          {...field('gstin')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          onBlur={() => {
            if (values.gstin.trim() === '') return
            const problem = gstinProblem(values.gstin)
            if (problem) form.setErrors((current) => ({ ...current, gstin: problem }))
          }}
        />
        {error('gstin')}
      </div>
      <AddressField label="Billing address" wired={field('address')} error={error('address')} />
      <StateField label="State" choose="Choose a state" wired={field('state')} error={error('state')} />
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
