import { auditActionText } from '../../../contracts/audit-actions'
import type { ConsoleAuditEntry } from '../../../contracts/console'
import styles from '../console.module.css'
import { formatWhen } from '../parts/formatting'
import { LoadState } from '../parts/load-state'
import { useConsoleData } from '../use-console-data'
import { fetchAudit, fetchMessages, fetchReferrals } from './lists-api'
import { RecordTable } from './record-table'

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>

/** Friends referred to the young-bankers programme, newest first. */
export function ReferralsScreen() {
  const referrals = useConsoleData(fetchReferrals, 'referrals')
  return (
    <>
      <h1 tabIndex={-1}>Referrals</h1>
      <LoadState state={referrals.state} reload={referrals.reload} what="referrals">
        {(rows) => (
          <RecordTable
            caption="Referrals, newest first"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { header: 'Name', cell: (row) => row.name },
              { header: 'Email', cell: (row) => mail(row.email) },
              { header: 'Received', cell: (row) => formatWhen(row.created_at) },
            ]}
          />
        )}
      </LoadState>
    </>
  )
}

/** What visitors wrote through the contact form, newest first. */
export function MessagesScreen() {
  const messages = useConsoleData(fetchMessages, 'messages')
  return (
    <>
      <h1 tabIndex={-1}>Messages</h1>
      <LoadState state={messages.state} reload={messages.reload} what="messages">
        {(rows) =>
          rows.length === 0 ? (
            <p>Nothing yet.</p>
          ) : (
            <ul className={styles.list} aria-label="Messages, newest first">
              {rows.map((row) => (
                <li key={row.id}>
                  <article className={styles.card} aria-labelledby={`message-${row.id}`}>
                    <h2 id={`message-${row.id}`}>{row.subject}</h2>
                    <p className={styles.meta}>
                      From {row.name} ({mail(row.email)}) · {formatWhen(row.created_at)}
                    </p>
                    <p className={styles.message}>{row.message}</p>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  )
}

/** Repeated sign-in failures share one entry (record 057): how many, and since when. */
export function timesText(row: Pick<ConsoleAuditEntry, 'times' | 'first_at'>): string {
  if (row.times <= 1 || row.first_at === null) return '1'
  return `${row.times}, since ${formatWhen(row.first_at)}`
}

/** Who changed which job, plan or application, and when (the latest time, for repeated failures). */
export function AuditScreen() {
  const audit = useConsoleData(fetchAudit, 'audit')
  return (
    <>
      <h1 tabIndex={-1}>Audit log</h1>
      <LoadState state={audit.state} reload={audit.reload} what="audit log">
        {(rows) => (
          <RecordTable
            caption="Changes, newest first"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { header: 'When', cell: (row) => formatWhen(row.at) },
              { header: 'Who', cell: (row) => row.staff_email },
              { header: 'Change', cell: (row) => auditActionText(row.action) },
              { header: 'What', cell: (row) => row.subject },
              { header: 'Detail', cell: (row) => row.detail || '—' },
              { header: 'Times', cell: (row) => timesText(row) },
            ]}
          />
        )}
      </LoadState>
    </>
  )
}
