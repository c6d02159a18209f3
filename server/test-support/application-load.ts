import { createHash } from 'node:crypto'

/** One application as sent: the multipart body, and what identifies its CV afterwards. */
export interface SentApplication {
  body: Buffer
  contentType: string
  email: string
  sha256: string
}

/** A PDF of `size` bytes whose content differs per application, so every stored CV can be matched to what was sent. */
export function uniquePdf(index: number, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20)
  bytes.write(`%PDF-1.7\n% load CV ${index} ${Math.random()}\n`)
  for (let at = 64; at + 4 <= bytes.length; at += 4096) bytes.writeUInt32LE((index * 2654435761 + at) >>> 0, at)
  return bytes
}

/** The multipart body a browser sends for an application to job 1 with a PDF of `size` bytes. */
export function applicationBody(index: number, size: number, run = 'load'): SentApplication {
  const boundary = `${run}${index}x${Date.now()}`
  const email = `applicant-${run}-${index}@example.com`
  const fields = { job: '1', full_name: 'Load Applicant', email, phone: '+91 90000 00000' }
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
  const file = uniquePdf(index, size)
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, email, sha256: sha256(file) }
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** What one request got: its status (0 when it failed or timed out), Retry-After, and how long it took. */
export interface Outcome {
  status: number
  retryAfter: string | null
  ms: number
  at: number
}

/** Sends one request and waits for the whole answer; never throws (a failure is status 0). */
export async function timedRequest(url: string, init: RequestInit = {}, limitMs = 30_000): Promise<Outcome> {
  const begin = performance.now()
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) })
    await response.arrayBuffer()
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - begin,
      at: begin,
    }
  } catch {
    return { status: 0, retryAfter: null, ms: performance.now() - begin, at: begin }
  }
}

export interface ApplicationOutcome extends Outcome {
  sent: Omit<SentApplication, 'body' | 'contentType'>
}

/**
 * `total` applications with a `size`-byte PDF each, `concurrency` at a time, spread in turn over
 * `bases` (server origins). `onAnswer` sees each outcome as it arrives (to start a fault mid-run).
 */
export async function sendApplications(options: {
  bases: readonly string[]
  total: number
  concurrency: number
  size: number
  run?: string
  onAnswer?: (outcome: ApplicationOutcome, answered: number) => void
}): Promise<{ outcomes: ApplicationOutcome[]; seconds: number }> {
  const outcomes: ApplicationOutcome[] = []
  let next = 0
  const started = performance.now()
  async function client(): Promise<void> {
    while (next < options.total) {
      const index = next++
      const { body, contentType, email, sha256: digest } = applicationBody(index, options.size, options.run)
      const base = options.bases[index % options.bases.length]
      const outcome = await timedRequest(`${base}/api/job-applications/`, {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body,
      })
      const answered = { ...outcome, sent: { email, sha256: digest } }
      outcomes.push(answered)
      options.onAnswer?.(answered, outcomes.length)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client))
  return { outcomes, seconds: (performance.now() - started) / 1000 }
}

/** GETs `paths` in turn, round robin over `bases`, until `stop()` says so; every outcome kept. */
export async function browseWhile(
  bases: readonly string[],
  paths: readonly string[],
  stop: () => boolean,
  clients = 4,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let turn = 0
  async function client(): Promise<void> {
    while (!stop()) {
      const index = turn++
      const url = `${bases[index % bases.length]}${paths[index % paths.length]}`
      outcomes.push(await timedRequest(url, { headers: { 'Accept-Encoding': 'br, gzip' } }))
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  return outcomes
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Counts of each status, e.g. { 201: 180, 503: 20 }. */
export function statusCounts(outcomes: readonly Outcome[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1
  return counts
}
