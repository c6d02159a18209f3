import type { ConsoleOrder } from '../../../contracts/console-orders'
import { formatAmount, formatWhen } from '../parts/formatting'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { RecordTable } from '../lists/record-table'
import { useConsoleData } from '../use-console-data'
import { fetchOrders } from './orders-api'
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

/** Plan orders with their payment, newest first; finance and admins refund paid ones here. */
export function OrdersScreen() {
  const orders = useConsoleData(fetchOrders, 'orders')
  const { element: notice, announce } = useNotice()
  const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>
  return (
    <>
      <h1 tabIndex={-1}>Orders</h1>
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
