import pLimit from 'p-limit'
import type { Db } from '../db/db.ts'
import { errorKind, type Log, type LogFields } from '../log.ts'
import { claimDueMessages, deliveryCounts, finishMessage, recordFailure, type ClaimedMessage } from './outbox-store.ts'
import { failureReason, isPermanentRefusal } from './failure-reason.ts'
import { retryDelayMs, type RetrySchedule } from './retry-schedule.ts'

/** Sends one claimed message; throws when it could not (the worker then tries again later). */
export type SendClaimed = (claimed: ClaimedMessage) => Promise<'sent' | 'dropped'>

export interface DeliveryWorkerOptions {
  db: Db
  send: SendClaimed
  log: Log
  schedule: RetrySchedule
  /** How often the worker looks for due messages besides being woken (other instances' rows, retries). */
  pollMs: number
  /** How long a claimed row is held: longer than any send takes (SMTP gives up within 40 s). */
  leaseMs: number
}

export interface DeliveryWorker {
  /** Look now (a message was just committed on this instance). */
  wake(): void
  /** Resolves when nothing due is left that this worker could take (tests, shutdown). */
  idle(): Promise<void>
  /** Stops looking and waits for sends under way; they end within their own timeouts. */
  stop(): Promise<void>
}

/** Messages taken in one claim, and sent at once: one slow recipient holds one of these, not the rest. */
const batchSize = 20
const concurrency = 4
/** Recording a sent message is tried for a minute: longer than a PostgreSQL restart takes. */
const finishTries = 60
const finishRetryMs = 1000
/** A failing mail server would otherwise log once per message: the waiting count at most once a minute. */
const waitingLogEveryMs = 60_000

/**
 * The outbox's worker, one per instance: claims due messages (SKIP LOCKED, leased), sends them a few at
 * a time, records each outcome. Every instance runs one; two never send the same row at once. Logs
 * kinds, counts and error classes, never an address.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, log } = options
  const limit = pLimit(concurrency)
  let stopped = false
  let again = false
  let running: Promise<void> | null = null
  let lastWaitingLog = 0

  async function sendOne(claimed: ClaimedMessage): Promise<boolean> {
    let outcome: 'sent' | 'dropped'
    try {
      outcome = await options.send(claimed)
    } catch (error) {
      const kind = failureKind(error)
      const delay = retryDelayMs(options.schedule, claimed.attempts)
      // A 5xx to this address or text fails it at once: a day of tries would only be refused again (issue 60 item 6).
      const verdict = await recordFailure(db, claimed, delay, failureReason(error), isPermanentRefusal(error)).catch(
        () => 'retry',
      )
      if (verdict === 'failed') log('error', 'message not delivered, given up', { kind: claimed.kind, ...kind })
      else
        log('warn', 'message not delivered, tried again later', {
          kind: claimed.kind,
          attempt: claimed.attempts,
          ...kind,
        })
      return false
    }
    // Sent: recording it must outlast a database restart, or the lease would run out and it would go twice.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await finishMessage(db, claimed.id, outcome)
        return true
      } catch (error) {
        if (attempt >= finishTries || stopped) {
          log('error', 'a sent message could not be recorded; it may be sent again', {
            kind: claimed.kind,
            ...errorKind(error),
          })
          return true
        }
        await new Promise((resolve) => setTimeout(resolve, finishRetryMs))
      }
    }
  }

  async function round(): Promise<void> {
    for (;;) {
      again = false
      if (stopped) return
      const claimed = await claimDueMessages(db, batchSize, options.leaseMs)
      if (claimed.length === 0 && !again) return
      const results = await Promise.all(claimed.map((message) => limit(() => sendOne(message))))
      if (results.includes(false) && Date.now() - lastWaitingLog > waitingLogEveryMs) {
        lastWaitingLog = Date.now()
        const counts = await deliveryCounts(db)
        log('warn', 'messages waiting for delivery', { waiting: counts.waiting, failed: counts.failed })
      }
    }
  }

  function wake(): void {
    if (stopped) return
    again = true
    running ??= round()
      .catch((error: unknown) => log('warn', 'delivery round failed, tried again soon', errorKind(error)))
      .finally(() => {
        running = null
        // Woken while the last claim was being sent: look once more.
        if (again) wake()
      })
  }

  const timer = setInterval(wake, options.pollMs)
  timer.unref()
  wake()

  return {
    wake,
    async idle() {
      while (running !== null) await running
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      while (running !== null) await running
    },
  }
}

/**
 * What may be logged of a failed send: the error's class and a code that names the failure,
 * never its message (an SMTP reply can quote the address): nodemailer's ESOCKET, ECONNECTION, EENVELOPE
 * …, or the SMTP status (550), or a database's SQLSTATE.
 */
export function failureKind(error: unknown): LogFields {
  const kind = errorKind(error)
  if (kind.code !== undefined || typeof error !== 'object' || error === null) return kind
  if ('responseCode' in error && typeof error.responseCode === 'number')
    return { ...kind, code: `SMTP ${error.responseCode}` }
  if ('code' in error && typeof error.code === 'string' && /^E[A-Z_]{2,20}$/.test(error.code))
    return { ...kind, code: error.code }
  return kind
}
