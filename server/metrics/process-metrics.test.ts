import { describe, expect, it } from 'vitest'
import { processMetricsText } from './process-metrics.ts'

const sample = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1])

describe("Node's process metrics", () => {
  it('count the CPU the process used since it started, not since the first scrape', async () => {
    const before = process.cpuUsage()
    const text = await processMetricsText()
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(before.user / 1e6)
    expect(sample(text, 'process_cpu_system_seconds_total')).toBeGreaterThanOrEqual(before.system / 1e6)
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThanOrEqual((before.user + before.system) / 1e6)
    // A counter: the next scrape never goes back.
    const again = await processMetricsText()
    expect(sample(again, 'process_cpu_seconds_total')).toBeGreaterThanOrEqual(sample(text, 'process_cpu_seconds_total'))
  })
})
