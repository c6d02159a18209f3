/** How the worker waits between tries of one message (record 059). */
export interface RetrySchedule {
  /** The wait after the first failed try; each later wait doubles. */
  firstRetryMs: number
  /** The longest wait between two tries. */
  maxRetryMs: number
  /** A message still failing this long after it was recorded (or last put back) is marked failed. */
  giveUpAfterMs: number
}

/** 30 s, 1 min, 2 min … then hourly, for a day: a mail server's outage of an afternoon loses nothing. */
export const defaultRetrySchedule: RetrySchedule = {
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
}

/**
 * The wait before try `attempts + 1`, after `attempts` failed ones: doubling from the first wait up to
 * the longest, with ±20 % jitter so instances that failed together do not all come back at once.
 */
export function retryDelayMs(schedule: RetrySchedule, attempts: number, random: () => number = Math.random): number {
  const doubled = schedule.firstRetryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30)
  const wait = Math.min(doubled, schedule.maxRetryMs)
  return Math.round(wait * (0.8 + 0.4 * random()))
}
