import {
  type ConsoleOrder,
  consoleOrderSchema,
  type RefundAnswer,
  refundAnswerSchema,
} from '../../../contracts/console-orders'
import { listOf } from '../../../contracts/console'
import { saveFile } from '../../../lib/save-file'
import { apiUrl } from '../../../site/settings'
import { consoleData, consoleDownload } from '../console-api'

export const fetchOrders = async (signal: AbortSignal): Promise<ConsoleOrder[]> =>
  (await consoleData('orders/', listOf(consoleOrderSchema), { signal })).results

/** A full refund through Razorpay; the server may first want a fresh code (the console asks for it). */
export const refundOrder = (orderId: string): Promise<RefundAnswer> =>
  consoleData(`orders/${encodeURIComponent(orderId)}/refund`, refundAnswerSchema, { method: 'POST' })

/** An order's invoice or credit note as PDF (a plain link: the session cookie goes with it). */
export const documentUrl = (orderId: string, series: 'invoice' | 'credit-note') =>
  apiUrl(`/api/console/orders/${encodeURIComponent(orderId)}/${series}`)

/** Downloads the accountant's CSV of the invoices and credit notes dated from `from` to `to`. */
export async function exportInvoices(from: string, to: string): Promise<void> {
  saveFile(await consoleDownload('orders/invoices-export', { from, to }, 'invoices.csv'))
}
