import { Agent, request } from 'node:http'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appWithoutDb } from '../test-support/stub-deps.ts'
import { fakeSite, listen, postJson } from '../test-support/test-server.ts'

type Listening = Awaited<ReturnType<typeof listen>>

let site: string
let server: Listening
beforeAll(async () => {
  site = await fakeSite()
  server = await listen(appWithoutDb({ staticDir: site, rateLimit: { max: 3, windowMs: 60_000 } }))
})
afterAll(async () => {
  await server.close()
  await rm(site, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * One request on the given agent. `declaredLength` announces a bigger body than is sent, as a client
 * whose upload is refused early would: the server must not wait for the rest.
 */
function send(
  agent: Agent,
  path: string,
  method: string,
  body: Buffer | null,
  headers: Record<string, string> = {},
  declaredLength = body?.length,
): Promise<Answer> {
  const url = new URL(path, server.url)
  const length = declaredLength === undefined ? {} : { 'Content-Length': String(declaredLength) }
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: { ...headers, ...length } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      res.on('error', reject)
    })
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}

describe('an early answer on a keep-alive connection', () => {
  it('413 for a body over the limit leaves the next request on the same connection working', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const json = { 'Content-Type': 'application/json' }
      const first = await send(agent, '/api/referrals/', 'POST', Buffer.alloc(1024, 'a'), json, 64 * 1024)
      expect(first.status).toBe(413)
      // The body was left unread: the answer must say the connection ends, not promise to keep it.
      expect(first.headers.connection).toBe('close')
      const second = await send(agent, '/api/nothing/', 'GET', null)
      expect(second.status).toBe(404)
      const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' }
      const third = await send(
        agent,
        '/api/job-applications/',
        'POST',
        Buffer.alloc(1024, 'a'),
        multipart,
        6 * 1024 * 1024,
      )
      expect(third.status).toBe(413)
      expect(third.headers.connection).toBe('close')
      const fourth = await send(agent, '/api/nothing/', 'GET', null)
      expect(fourth.status).toBe(404)
    } finally {
      agent.destroy()
    }
  })

  it('415 before the body is read leaves the next request working', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await send(agent, '/api/job-applications/', 'POST', Buffer.alloc(200 * 1024, 'a'), {
        'Content-Type': 'text/plain',
      })
      expect(first.status).toBe(415)
      const second = await send(agent, '/api/nothing/', 'GET', null)
      expect(second.status).toBe(404)
    } finally {
      agent.destroy()
    }
  })
})

describe('private replies', () => {
  it('every POST reply and every error reply under /api/ is no-store', async () => {
    const answers = [
      await postJson(`${server.url}/api/referrals/`, { name: 'A' }), // 400
      await postJson(`${server.url}/api/create-plan-order/`, { plan_id: 1 }), // 500 (no database)
      await fetch(`${server.url}/api/referrals/`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'x',
      }), // 415
      await fetch(`${server.url}/api/nothing/`), // 404
      await fetch(`${server.url}/api/plans/`), // 500
      await fetch(`${server.url}/api/referrals/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: 'x'.repeat(20_000),
      }), // 413
    ]
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
    // The rate limit answers 429 before any route.
    let limited: Response | undefined
    for (let i = 0; i < 5 && limited?.status !== 429; i++) limited = await postJson(`${server.url}/api/referrals/`, {})
    expect(limited?.status).toBe(429)
    expect(limited?.headers.get('cache-control')).toBe('no-store')
  })

  it('pages and files keep their own caching', async () => {
    expect((await fetch(`${server.url}/assets/app-abc123.js`)).headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${server.url}/`)).headers.get('cache-control')).toBe('no-cache')
  })
})
