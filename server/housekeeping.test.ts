import { describe, expect, it } from 'vitest'
import { scheduleHousekeeping } from './housekeeping.ts'
import type { LogFields, LogLevel } from './log.ts'

describe('hourly housekeeping', () => {
  it('runs every interval, and a failed round is logged without its message and tried again', async () => {
    const logged: Array<[LogLevel, string, LogFields | undefined]> = []
    let rounds = 0
    const stop = scheduleHousekeeping(
      async () => {
        rounds += 1
        if (rounds === 1) throw new Error('connection refused to 10.0.0.5 for hr@arcnova.example')
      },
      (level, message, fields) => logged.push([level, message, fields]),
      20,
    )
    await new Promise((resolve) => setTimeout(resolve, 150))
    stop()
    const after = rounds
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(rounds).toBeGreaterThanOrEqual(2)
    expect(rounds).toBe(after)
    expect(logged).toEqual([['warn', 'housekeeping failed, tried again next hour', { error: 'Error' }]])
  })
})
