import { type Dispatch, type FormEvent, type ReactNode, type SetStateAction, useId, useRef, useState } from 'react'
import { billingStates } from '../../contracts/business-details'
import type { FieldErrors } from '../../contracts/text'
import fieldStyles from '../../components/forms/form-field.module.css'

/**
 * What the two invoice-details forms ('Add GST details', an unregistered buyer's details) share: fields
 * wired to their errors, an error under its field, and the first bad field focused on a refused submit.
 */
export function useBuyerBoxForm<F extends string, D>({
  values,
  setValues,
  check,
  onValid,
  adjust = (next) => next,
}: {
  values: Record<F, string>
  setValues: Dispatch<SetStateAction<Record<F, string>>>
  /** The contract's check (the server's too): errors in the form's order. */
  check: (values: Record<F, string>) => { ok: true; data: D } | { ok: false; errors: FieldErrors<F> }
  /** The checked, cleaned details. */
  onValid: (data: D) => void
  /** Changes a change brings with it (a GSTIN names its state). */
  adjust?: (next: Record<F, string>, field: F, current: Record<F, string>) => Record<F, string>
}) {
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()

  const change = (field: F, value: string) => {
    setValues((current) => adjust({ ...current, [field]: value }, field, current))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = check(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = (Object.keys(checked.errors) as F[]).find((field) => checked.errors[field])
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onValid(checked.data)
  }
  const field = (name: F) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  })
  const error = (name: F) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={fieldStyles.error}>
        {errors[name]}
      </p>
    ) : null
  return { formRef, errors, setErrors, field, error, submit }
}

/** A field as `useBuyerBoxForm` wires it. */
interface Wired {
  id: string
  name: string
  value: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  onChange: (event: { target: { value: string } }) => void
}

/** The address, up to six lines. */
export function AddressField({ label, wired, error }: { label: string; wired: Wired; error: ReactNode }) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={wired.id}>{label}</label>
      <textarea {...wired} rows={3} autoComplete="street-address" />
      {error}
    </div>
  )
}

/** The state (or union territory) of the address, from the GST list. */
export function StateField({
  label,
  choose,
  wired,
  error,
}: {
  label: string
  choose: string
  wired: Wired
  error: ReactNode
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={wired.id}>{label}</label>
      <select {...wired}>
        <option value="">{choose}</option>
        {billingStates.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
      {error}
    </div>
  )
}
