import { stageLabels } from '../../../contracts/pipeline'
import { countOf, type PersonRecords } from '../../../contracts/people'
import { RecordTable } from '../lists/record-table'
import styles from '../console.module.css'
import own from './people.module.css'
import { formatAmount, formatWhen } from '../parts/formatting'

/** One kind's records as a table, or 'None held.' */
function Kind<T>({
  title,
  rows,
  rowKey,
  columns,
}: {
  title: string
  /** Absent: a kind the role does not cover (not shown). */
  rows: readonly T[] | undefined
  rowKey: (row: T) => string | number
  columns: Parameters<typeof RecordTable<T>>[0]['columns']
}) {
  if (rows === undefined) return null
  const heading = `${title} (${rows.length})`
  return (
    <div className={own.kind}>
      <h3>{heading}</h3>
      {rows.length === 0 ? (
        <p className={styles.meta}>None held.</p>
      ) : (
        <RecordTable caption={heading} rows={rows} rowKey={rowKey} columns={columns} />
      )}
    </div>
  )
}

/** Everything held for one address, kind by kind (the kinds of contracts/people). */
export function PersonRecordsView({ records }: { records: PersonRecords }) {
  return (
    <>
      <Kind
        title="Applications"
        rows={records.applications}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Job', cell: (row) => row.job_name },
          { header: 'Applied', cell: (row) => formatWhen(row.created_at) },
          { header: 'Stage', cell: (row) => stageLabels[row.stage] },
          { header: 'CV', cell: (row) => row.resume_name },
        ]}
      />
      <Kind
        title="Referrals"
        rows={records.referrals}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Name', cell: (row) => row.name },
          { header: 'Received', cell: (row) => formatWhen(row.created_at) },
        ]}
      />
      <Kind
        title="Messages"
        rows={records.messages}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Subject', cell: (row) => row.subject },
          { header: 'Received', cell: (row) => formatWhen(row.created_at) },
        ]}
      />
      <Kind
        title="Orders"
        rows={records.orders}
        rowKey={(row) => row.order_id}
        columns={[
          { header: 'Plan', cell: (row) => row.plan_name },
          { header: 'Amount', cell: (row) => formatAmount(row.amount, row.currency) },
          { header: 'Status', cell: (row) => row.status },
          { header: 'Date', cell: (row) => formatWhen(row.created_at) },
        ]}
      />
      <Kind
        title="Job alerts"
        rows={records.jobAlerts}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'Search',
            cell: (row) => [row.query, row.location].filter(Boolean).join(' in ') || 'Every opening',
          },
          { header: 'Confirmed', cell: (row) => (row.confirmed ? 'Yes' : 'Not yet') },
          { header: 'Since', cell: (row) => formatWhen(row.created_at) },
        ]}
      />
    </>
  )
}

/** How many records are held, over every kind covered. */
export const recordsTotal = (records: PersonRecords) =>
  records.covered.reduce((sum, kind) => sum + (records[kind]?.length ?? 0), 0)

/** '4 records: 2 applications, 1 referral, 0 messages, 1 order' (the kinds covered). */
export function recordsSummary(records: PersonRecords): string {
  const total = recordsTotal(records)
  const counts = records.covered.map((kind) => countOf(kind, records[kind]?.length ?? 0))
  return `${total === 1 ? '1 record' : `${total} records`}: ${counts.join(', ')}`
}
