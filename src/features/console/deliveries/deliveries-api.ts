import { type DeliveryCounts, deliveryCountsSchema, deliverySendNowSchema } from '../../../contracts/deliveries'
import { consoleData, consoleRequest } from '../console-api'

export const fetchDeliveryCounts = (signal: AbortSignal): Promise<DeliveryCounts> =>
  consoleData('deliveries/', deliveryCountsSchema, { signal })

/** Every waiting message is tried now; resolves with how many. */
export const sendWaitingDeliveriesNow = async (): Promise<number> =>
  (await consoleRequest('deliveries/send-now', deliverySendNowSchema, { method: 'POST' }))?.queued ?? 0
