import {
  type DeliveryCounts,
  type DeliveryMessages,
  deliveryCountsSchema,
  deliveryMessagesSchema,
  deliverySendNowSchema,
} from '../../../contracts/deliveries'
import { consoleData, consoleRequest } from '../console-api'

export const fetchDeliveryCounts = (signal: AbortSignal): Promise<DeliveryCounts> =>
  consoleData('deliveries/', deliveryCountsSchema, { signal })

/** The counts and each waiting or failed message (kind, address, reason), loaded together. */
export async function fetchDeliveries(signal: AbortSignal): Promise<DeliveryCounts & DeliveryMessages> {
  const [counts, messages] = await Promise.all([
    fetchDeliveryCounts(signal),
    consoleData('deliveries/messages', deliveryMessagesSchema, { signal }),
  ])
  return { ...counts, ...messages }
}

/** Every waiting message is tried now; resolves with how many. */
export const sendWaitingDeliveriesNow = async (): Promise<number> =>
  (await consoleRequest('deliveries/send-now', deliverySendNowSchema, { method: 'POST' }))?.queued ?? 0
