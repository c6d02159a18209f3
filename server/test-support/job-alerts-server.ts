import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { eventually, mailServer, readMail, type Received } from './mail-server.ts'
import { postJson, startTestServer, type TestServer } from './test-server.ts'
import { queueJobAlertDigests } from '../job-alerts/job-alert-digest.ts'

// What the job-alert tests share (job-alerts-subscribe.test.ts, job-alerts-digest.test.ts).
export const siteUrl = 'https://www.arcnova.example'

/** The headers of a received mail, unfolded, by lower-case name. */
export function headersOf(mail: Received): Map<string, string> {
  const head = mail.data.slice(0, mail.data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  return new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const
    }),
  )
}

export function expectUnsubscribeHeaders(mail: Received): string {
  const headers = headersOf(mail)
  const link = /^<(https:\/\/www\.arcnova\.example\/api\/job-alerts\/unsubscribe\?token=[\w-]{43})>$/.exec(
    headers.get('list-unsubscribe') ?? '',
  )?.[1]
  expect(link, 'List-Unsubscribe').toBeDefined()
  expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  expect(readMail(mail.data).text).toContain(link)
  return link ?? ''
}

export const tokenAfter = (text: string, marker: string) => new RegExp(`${marker}([\\w-]{43})`).exec(text)?.[1] ?? ''

/**
 * A server with a real SMTP server beside it, started before the describe block this is called in and
 * stopped after it, and the helpers its tests use.
 */
export function jobAlertsServer() {
  let mail: Awaited<ReturnType<typeof mailServer>> | undefined
  let server: TestServer | undefined
  const started = () => {
    if (mail === undefined || server === undefined) throw new Error('the job-alert server has not started')
    return { mail, server }
  }
  const logged: string[] = []
  /** One digest round as the housekeeping runs it, then the delivery worker's sends. */
  const digests = async (now?: Date) => {
    const { server } = started()
    const run = await queueJobAlertDigests(server.db, server.outbox, siteUrl, () => undefined, now)
    await server.deliveries.idle()
    return run
  }
  const to = (address: string) => started().mail.received.filter((item) => item.to.includes(address))
  let client = 0
  // Each request from a client of its own (TRUST_PROXY): the limit has a test of its own.
  const subscribe = (body: unknown) =>
    postJson(`${started().server.url}/api/job-alerts/`, body, {
      'X-Forwarded-For': `10.0.${Math.floor(client / 200)}.${client++ % 200}`,
    })
  const api = (path: string, body: unknown) => postJson(`${started().server.url}/api/job-alerts/${path}`, body)
  const addJob = async (name: string, location: string, skills = 'Java, Spring') => {
    const row = await queryOne(
      started().server.db,
      z.object({ id: z.number() }),
      'INSERT INTO jobs (job_name, location, skills) VALUES ($1, $2, $3) RETURNING id',
      [name, location, skills],
    )
    return row?.id ?? 0
  }
  /** Subscribes, waits for the confirmation and returns its mail. */
  const subscribed = async (email: string, search: { q?: string; location?: string }) => {
    const before = to(email).length
    expect((await subscribe({ email, ...search })).status).toBe(202)
    return eventually(() => (to(email).length > before ? to(email).at(-1) : undefined))
  }
  const confirmed = async (email: string, search: { q?: string; location?: string }) => {
    const confirmation = await subscribed(email, search)
    const token = tokenAfter(readMail(confirmation.data).text, '/job-alerts#confirm=')
    expect((await api('confirm/', { token })).status).toBe(200)
  }

  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example', SITE_URL: `${siteUrl}/`, TRUST_PROXY: '1' },
      { log: (_level, message, fields) => void logged.push(`${message} ${JSON.stringify(fields ?? {})}`) },
    )
  }, 60_000)
  afterAll(async () => {
    await server?.cleanup()
    await mail?.close()
  })
  beforeEach(() => {
    logged.length = 0
  })
  return {
    get server() {
      return started().server
    },
    get mail() {
      return started().mail
    },
    logged,
    digests,
    to,
    subscribe,
    api,
    addJob,
    subscribed,
    confirmed,
  }
}
