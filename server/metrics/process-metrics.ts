import { collectDefaultMetrics, type Counter, Registry } from 'prom-client'

/**
 * Node's process metrics (CPU, memory, heap, event-loop delay, GC, handles), under their usual names
 * (process_*, nodejs_*). One registry per process, made on the first scrape: each collectDefaultMetrics
 * call starts an event-loop monitor and a GC observer that are never stopped, so one per server would
 * pile up in a process that starts many (the tests).
 */
let processRegistry: Registry | null = null

/** prom-client's CPU counters count from their registration; these count from the process's start. */
const cpuCounters = {
  process_cpu_user_seconds_total: (usage: NodeJS.CpuUsage) => usage.user,
  process_cpu_system_seconds_total: (usage: NodeJS.CpuUsage) => usage.system,
  process_cpu_seconds_total: (usage: NodeJS.CpuUsage) => usage.user + usage.system,
}

/**
 * Gauges prom-client names with a counter's suffix, which `promtool check metrics` refuses (issue 61
 * item 6). Their unsuffixed twins (`nodejs_active_handles{type}` …) say the same, split by type.
 */
const misnamedGauges = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']

function createProcessRegistry(): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  for (const name of misnamedGauges) registry.removeSingleMetric(name)
  // A process_cpu_*_seconds_total is the CPU since the process started, as Prometheus's own
  // exporters report it: the time before the first scrape (the whole start-up) is counted too. Read
  // after prom-client took its own reading, so the counters never fall behind the process's own
  // figure (they may run a few microseconds ahead of it).
  const sinceStart = process.cpuUsage()
  for (const [name, micros] of Object.entries(cpuCounters)) {
    ;(registry.getSingleMetric(name) as Counter | undefined)?.inc(micros(sinceStart) / 1e6)
  }
  return registry
}

export function processMetricsText(): Promise<string> {
  processRegistry ??= createProcessRegistry()
  return processRegistry.metrics()
}
