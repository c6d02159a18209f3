import { request } from 'node:http'
import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from './db/db.ts'
import { pdfBytes } from './test-support/files.ts'
import { postJson, startTestServer, tempDir, type TestServer } from './test-support/test-server.ts'

const count = (server: TestServer, table: string) =>
  queryOne(server.db, z.object({ n: z.number() }), `SELECT count(*)::int AS n FROM ${table}`).then(
    (row) => row?.n ?? -1,
  )

describe('data survives a restart', () => {
  let dataDir = ''
  const servers: TestServer[] = []
  afterAll(async () => {
    for (const server of servers) await server.cleanup()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('creates, migrates and seeds a new data folder, keeps every write across a restart, and seeds only once', async () => {
    dataDir = await tempDir('restart')
    const first = await startTestServer({}, { dataDir, keepData: true })
    servers.push(first)
    const jobs = await count(first, 'jobs')
    expect(jobs).toBeGreaterThanOrEqual(8)

    expect((await postJson(`${first.url}/api/referrals/`, { name: 'Meera', email: 'meera@example.com' })).status).toBe(
      201,
    )
    const order = z
      .object({ order_id: z.string() })
      .parse(await (await postJson(`${first.url}/api/create-plan-order/`, { plan_id: 2 })).json())
    const payment = await (await postJson(`${first.url}/api/sandbox/pay/`, { order_id: order.order_id })).json()

    // Finish an upload only after close() has begun: shutdown must let it commit, not drop it.
    const boundary = 'restartBoundary'
    const head = Buffer.from(
      [
        ...Object.entries({ job: '1', full_name: 'Rahul Verma', email: 'rahul@example.com', phone: '9876543210' }).map(
          ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ].join(''),
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const file = Buffer.from(pdfBytes(64 * 1024))
    const upload = new Promise<number>((resolve, reject) => {
      const req = request(`${first.url}/api/job-applications/`, {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(head.length + file.length + tail.length),
        },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.write(head)
      req.write(file.subarray(0, 1024))
      setTimeout(() => {
        const closing = first.close()
        setTimeout(() => req.end(Buffer.concat([file.subarray(1024), tail])), 100)
        void closing
      }, 200)
    })
    expect(await upload).toBe(201)
    await first.close()

    const second = await startTestServer({}, { dataDir, keepData: true })
    servers.push(second)
    expect(await count(second, 'jobs')).toBe(jobs)
    expect(await count(second, 'plans')).toBe(3)
    expect(await count(second, 'referrals')).toBe(1)
    expect(await count(second, 'job_applications')).toBe(1)
    expect(await count(second, 'schema_migrations')).toBeGreaterThanOrEqual(1)
    // The sandbox secret persisted too: a payment signed before the restart still verifies.
    const verified = await postJson(`${second.url}/api/verify-and-activate/`, {
      ...z.record(z.string(), z.string()).parse(payment),
      plan_id: 2,
    })
    expect(verified.status).toBe(200)
    expect((await postJson(`${second.url}/api/referrals/`, { name: 'Meera', email: 'meera@example.com' })).status).toBe(
      409,
    )
  }, 120_000) // Creating a database from nothing runs initdb: seconds of CPU, slower on a busy machine.
})
