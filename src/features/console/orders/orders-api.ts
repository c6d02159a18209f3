import {
  type ConsoleOrder,
  consoleOrderSchema,
  type RefundAnswer,
  refundAnswerSchema,
} from '../../../contracts/console-orders'
import { listOf } from '../../../contracts/console'
import { consoleData } from '../console-api'

export const fetchOrders = async (signal: AbortSignal): Promise<ConsoleOrder[]> =>
  (await consoleData('orders/', listOf(consoleOrderSchema), { signal })).results

/** A full refund through Razorpay; the server may first want a fresh code (the console asks for it). */
export const refundOrder = (orderId: string): Promise<RefundAnswer> =>
  consoleData(`orders/${encodeURIComponent(orderId)}/refund`, refundAnswerSchema, { method: 'POST' })
