import { randomBytes } from 'node:crypto'
import type { Log } from '../log.ts'
import type { TestServer } from './test-server.ts'

// What the /metrics tests share (metrics-scrape.test.ts, metrics-listeners.test.ts).
export const token = randomBytes(32).toString('hex')
export const lastBackup = new Date('2026-11-27T03:15:00Z')

export function scrape(url: string, bearer: string | null = token, init: RequestInit = {}): Promise<Response> {
  return fetch(`${url}/metrics`, {
    ...init,
    headers: bearer === null ? {} : { Authorization: `Bearer ${bearer}` },
  })
}

/** The value of one sample (`name{labels} value`), or undefined when the scrape has no such line. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (match === null || match[1] !== name) continue
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]))
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return undefined
}

/** Keeps every log line the server writes, as text, to look for what must not be there. */
export function logLines(): { log: Log; text: () => string } {
  const lines: string[] = []
  return {
    log: (level, message, fields) => lines.push(JSON.stringify({ level, message, ...fields })),
    text: () => lines.join('\n'),
  }
}

/** Holds every pooled connection in an open transaction until release(): the next statement must wait. */
export function holdEveryConnection(server: TestServer, size: number): { release: () => void; held: Promise<unknown> } {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = Promise.all(
    Array.from({ length: size }, () =>
      server.db.transaction(async (tx) => {
        await tx.query('SELECT 1')
        await gate
      }),
    ),
  )
  return { release, held }
}

export async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
