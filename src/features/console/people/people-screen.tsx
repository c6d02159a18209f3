import { type FormEvent, useState } from 'react'
import {
  checkPersonQuery,
  coverageNote,
  erasedSummary,
  inWords,
  type PersonErased,
  type PersonRecordKind,
  type PersonRecords,
} from '../../../contracts/people'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import own from './people.module.css'
import { ActWithCodeDialog } from '../two-step/act-with-code-dialog'
import { useNotice } from '../parts/notice'
import { TextField } from '../parts/text-field'
import { useConsoleAction } from '../use-console-data'
import { erasePerson, exportPerson, searchPerson } from './people-api'
import { PersonRecordsView, recordsSummary, recordsTotal } from './person-records'

type Found = { email: string; records: PersonRecords }

const deletedWords: Partial<Record<PersonRecordKind, string>> = {
  applications: 'applications (with their CV files and private links)',
  referrals: 'referrals',
  messages: 'messages',
  jobAlerts: 'job alerts',
}

/** What Erase will do to the kinds covered: 'Applications (…), referrals and messages will be deleted; orders stay, …'. */
function erasePlan(covered: readonly PersonRecordKind[]): string {
  const deleted = covered.flatMap((kind) => deletedWords[kind] ?? [])
  const list = inWords(deleted)
  const parts = [
    ...(list === '' ? [] : [`${list.charAt(0).toUpperCase()}${list.slice(1)} will be deleted`]),
    ...(covered.includes('orders') ? ['orders stay, without the buyer’s e-mail and phone'] : []),
  ]
  return `${parts.join('; ')}.`
}

/** Requests by e-mail (issue 35 item 5): every record held for an address, its export and its erasure. */
export function PeopleScreen() {
  const [typed, setTyped] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [found, setFound] = useState<Found | null>(null)
  const [busy, setBusy] = useState(false)
  const run = useConsoleAction()
  const { element: notice, announce } = useNotice()

  async function load(email: string): Promise<boolean> {
    setBusy(true)
    const outcome = await run(() => searchPerson(email))
    setBusy(false)
    if (outcome.ok) {
      setFound({ email, records: outcome.value })
      return true
    }
    const error = outcome.error
    if (error instanceof ConsoleRequestError && error.fieldErrors.email !== undefined)
      setFieldError(error.fieldErrors.email)
    else announce(`The search could not be run. ${failureMessage(error)}`, true)
    return false
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkPersonQuery({ email: typed })
    if (!checked.ok) {
      setFieldError(checked.message)
      return
    }
    setFieldError(undefined)
    announce('')
    await load(checked.email)
  }

  async function download(email: string) {
    setBusy(true)
    const outcome = await run(() => exportPerson(email))
    setBusy(false)
    if (outcome.ok) announce('The export was downloaded.')
    else announce(`The export could not be made. ${failureMessage(outcome.error)}`, true)
  }

  async function erased(email: string, outcome: PersonErased) {
    await load(email)
    announce(`Erased: ${erasedSummary(outcome)}.`)
  }

  const total = found === null ? 0 : recordsTotal(found.records)
  // The address as stored (issue 60 item 15), not as typed; matched ignoring case, so lower case when none is held.
  const [shown = found?.email.toLowerCase() ?? '', ...alsoStored] = found?.records.addresses ?? []

  return (
    <>
      <h1 tabIndex={-1}>People</h1>
      <p className={`${styles.meta} ${styles.intro}`}>
        A request from a person about their data: everything held for their e-mail address, matched ignoring letter
        case.
      </p>
      <search aria-label="People">
        <form className={styles.toolbar} onSubmit={search} noValidate>
          <TextField
            label="Email"
            type="email"
            value={typed}
            onChange={setTyped}
            error={fieldError}
            className={own.grow}
          />
          <button type="submit" className={styles.primary} disabled={busy}>
            Search
          </button>
        </form>
      </search>
      {notice}
      {found !== null && (
        <section className={own.person} aria-labelledby="person-heading">
          <h2 id="person-heading" className={own.personHeading}>
            Held for {shown}
          </h2>
          <p className={styles.meta} role="status">
            {recordsSummary(found.records)}
          </p>
          {alsoStored.length > 0 && <p className={styles.meta}>Also stored as {inWords(alsoStored)}.</p>}
          <p className={styles.meta}>{coverageNote(found.records.covered)}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void download(found.email)}>
              Export
            </button>
            {total > 0 && (
              <ActWithCodeDialog
                trigger={
                  <button type="button" className={styles.danger} disabled={busy}>
                    Erase
                  </button>
                }
                title={`Erase everything held for ${shown}?`}
                description={`${recordsSummary(found.records)}. ${erasePlan(found.records.covered)} This cannot be undone.`}
                actLabel="Erase"
                act={() => erasePerson(found.email)}
                onDone={(outcome) => void erased(found.email, outcome)}
                onFailed={(message) => announce(`Nothing was erased. ${message}`, true)}
              />
            )}
          </div>
          <PersonRecordsView records={found.records} />
        </section>
      )}
    </>
  )
}
