import { collectDefaultMetrics, Registry } from 'prom-client'

/**
 * Node's process metrics (CPU, memory, heap, event-loop delay, GC, handles), under their usual names
 * (process_*, nodejs_*). One registry per process, made on the first scrape: each collectDefaultMetrics
 * call starts an event-loop monitor and a GC observer that are never stopped, so one per server would
 * pile up in a process that starts many (the tests).
 */
let processRegistry: Registry | null = null

export function processMetricsText(): Promise<string> {
  if (processRegistry === null) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry.metrics()
}
