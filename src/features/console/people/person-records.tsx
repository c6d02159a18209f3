import { stageLabels } from '../../../contracts/pipeline'
import { countOf, type PersonRecords, personRecordKindNames } from '../../../contracts/people'
import { RecordTable } from '../lists/record-table'
import styles from '../console.module.css'
import { formatAmount, formatWhen } from '../parts/formatting'

/** One kind's records as a table, or 'None held.' */
function Kind<T>({
  title,
  rows,
  rowKey,
  columns,
}: {
  title: string
  rows: readonly T[]
  rowKey: (row: T) => string | number
  columns: Parameters<typeof RecordTable<T>>[0]['columns']
}) {
  return (
    <div className={styles.kind}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.meta}>None held.</p>
      ) : (
        <RecordTable caption={title} rows={rows} rowKey={rowKey} columns={columns} />
      )}
    </div>
  )
}

/** Everything held for one address, kind by kind (the kinds of contracts/people). */
export function PersonRecordsView({ records }: { records: PersonRecords }) {
  return (
    <>
      <Kind
        title={`Applications (${records.applications.length})`}
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
        title={`Referrals (${records.referrals.length})`}
        rows={records.referrals}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Name', cell: (row) => row.name },
          { header: 'Received', cell: (row) => formatWhen(row.created_at) },
        ]}
      />
      <Kind
        title={`Messages (${records.messages.length})`}
        rows={records.messages}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Subject', cell: (row) => row.subject },
          { header: 'Received', cell: (row) => formatWhen(row.created_at) },
        ]}
      />
      <Kind
        title={`Orders (${records.orders.length})`}
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
        title={`Job alerts (${records.jobAlerts.length})`}
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

/** How many records are held, over every kind. */
export const recordsTotal = (records: PersonRecords) =>
  personRecordKindNames.reduce((sum, kind) => sum + records[kind].length, 0)

/** '4 records: 2 applications, 1 referral, 0 messages, 1 order'. */
export function recordsSummary(records: PersonRecords): string {
  const total = recordsTotal(records)
  const counts = personRecordKindNames.map((kind) => countOf(kind, records[kind].length))
  return `${total === 1 ? '1 record' : `${total} records`}: ${counts.join(', ')}`
}
