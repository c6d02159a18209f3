import { type FormEvent, useState } from 'react'
import { checkInvoiceExport } from '../../../contracts/console-orders'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import { useConsoleAction } from '../use-console-data'
import { exportInvoices } from './orders-api'

/** Today in India, and the first day of its financial year (1 April), as YYYY-MM-DD. */
function financialYearSoFar(now = new Date()): { from: string; to: string } {
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)
  const [year = 0, month = 0] = today.split('-').map(Number)
  return { from: `${month >= 4 ? year : year - 1}-04-01`, to: today }
}

/** 'Export invoices (CSV)' for a date range: the accountant's file of invoices and credit notes. */
export function InvoiceExport({ announce }: { announce: (message: string, isError?: boolean) => void }) {
  const [range, setRange] = useState(financialYearSoFar)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const run = useConsoleAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkInvoiceExport(range)
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    setBusy(true)
    const outcome = await run(() => exportInvoices(checked.from, checked.to))
    setBusy(false)
    if (outcome.ok) {
      announce(`The invoices and credit notes from ${checked.from} to ${checked.to} were downloaded.`)
      return
    }
    const error = outcome.error
    if (error instanceof ConsoleRequestError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors)
    else announce(`The export could not be made. ${failureMessage(error)}`, true)
  }

  return (
    <form className={styles.toolbar} onSubmit={submit} noValidate aria-label="Export invoices">
      <TextField
        label="From"
        type="date"
        value={range.from}
        onChange={(from) => setRange((current) => ({ ...current, from }))}
        error={errors.from}
      />
      <TextField
        label="To"
        type="date"
        value={range.to}
        onChange={(to) => setRange((current) => ({ ...current, to }))}
        error={errors.to}
      />
      <button type="submit" className={styles.button} disabled={busy}>
        Export invoices (CSV)
      </button>
    </form>
  )
}
