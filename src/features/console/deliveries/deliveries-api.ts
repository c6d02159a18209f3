import { type DeliveryCounts, deliveryCountsSchema, deliveryRetrySchema } from '../../../contracts/deliveries'
import { consoleData, consoleRequest } from '../console-api'

export const fetchDeliveryCounts = (signal: AbortSignal): Promise<DeliveryCounts> =>
  consoleData('deliveries/', deliveryCountsSchema, { signal })

/** Every failed message waits again; resolves with how many. */
export const retryFailedDeliveries = async (): Promise<number> =>
  (await consoleRequest('deliveries/retry', deliveryRetrySchema, { method: 'POST' }))?.retried ?? 0
