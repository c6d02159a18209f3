import type { ConsoleOrder } from '../../../contracts/console-orders'
import styles from './orders.module.css'
import { formatAmount, formatWhen } from '../parts/formatting'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { RecordTable } from '../lists/record-table'
import { useConsoleData } from '../use-console-data'
import { InvoiceExport } from './invoice-export'
import { documentUrl, fetchOrders } from './orders-api'
import { mayRefund, RefundAction } from './refund-action'

const orderStatusWords: Record<string, string> = {
  created: 'Created',
  attempted: 'Attempted',
  paid: 'Paid',
  refunded: 'Refunded',
}

/** The order's status, and where a refund stands when it is not done. */
export function orderStatusText(order: Pick<ConsoleOrder, 'status' | 'refund_status'>): string {
  const status = orderStatusWords[order.status] ?? order.status
  if (order.status !== 'paid') return status
  switch (order.refund_status) {
    case 'requested':
      return `${status}; refund asked, Razorpay's answer not known yet`
    case 'pending':
      return `${status}; refund pending at Razorpay`
    case 'failed':
      return `${status}; refund failed`
    default:
      return status
  }
}

/** The order's invoice and credit note: each number with its download link. */
function TaxDocuments({ order }: { order: ConsoleOrder }) {
  const documents = [
    { series: 'invoice', number: order.invoice_number, words: 'Download invoice' },
    { series: 'credit-note', number: order.credit_note_number, words: 'Download credit note' },
  ] as const
  const issued = documents.filter((document) => document.number !== null)
  if (issued.length === 0) return '—'
  return (
    <ul className={styles.documents}>
      {issued.map((document) => (
        <li key={document.series}>
          {document.number}{' '}
          <a
            href={documentUrl(order.order_id, document.series)}
            download
            aria-label={`${document.words} ${document.number}`}
          >
            {document.words}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Plan orders with their payment, newest first; finance and admins refund paid ones and export invoices here. */
export function OrdersScreen() {
  const orders = useConsoleData(fetchOrders, 'orders')
  const { element: notice, announce } = useNotice()
  const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>
  return (
    <>
      <h1 tabIndex={-1}>Orders</h1>
      <InvoiceExport announce={announce} />
      {notice}
      <LoadState state={orders.state} reload={orders.reload} what="orders">
        {(rows) => (
          <RecordTable
            caption="Orders, newest first"
            rows={rows}
            rowKey={(row) => row.order_id}
            columns={[
              { header: 'Plan', cell: (row) => row.plan_name },
              { header: 'Amount', cell: (row) => formatAmount(row.amount, row.currency) },
              { header: 'Status', cell: (row) => orderStatusText(row) },
              { header: 'Invoice', cell: (row) => <TaxDocuments order={row} /> },
              {
                header: 'Refund',
                cell: (row) =>
                  mayRefund(row) ? <RefundAction order={row} announce={announce} onDone={orders.reload} /> : '—',
              },
              { header: 'Payment id', cell: (row) => row.payment_id ?? '—' },
              { header: 'Buyer email', cell: (row) => (row.buyer_email === null ? '—' : mail(row.buyer_email)) },
              { header: 'Buyer phone', cell: (row) => row.buyer_phone ?? '—' },
              { header: 'Date', cell: (row) => formatWhen(row.created_at) },
              { header: 'Order id', cell: (row) => row.order_id },
            ]}
          />
        )}
      </LoadState>
    </>
  )
}
