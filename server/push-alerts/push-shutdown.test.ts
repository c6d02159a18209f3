import { writeFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { replaceRecoveryCodes } from '../console/two-factor.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { pushEndpoint } from '../test-support/push-endpoint.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test-support/server-process.ts'
import { addTestStaff } from '../test-support/staff.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'
import { fakeSite, postJson, tempDir } from '../test-support/test-server.ts'
import { savePushSubscription } from './push-alert-store.ts'

/** The server's documented drain: requests in flight get 10 s; a stuck push must not add to it. */
const drainMs = 10_000

describe('SIGTERM while a push service never answers', () => {
  const folders: string[] = []
  let server: ServerProcess | undefined
  let push: Awaited<ReturnType<typeof pushEndpoint>> | undefined
  afterAll(async () => {
    server?.child.kill('SIGKILL')
    await push?.close()
    for (const dir of folders) await rm(dir, { recursive: true, force: true })
  })

  it('exits within the drain time, the stuck push ended, nothing crashed', async () => {
    push = await pushEndpoint()
    const dataDir = await tempDir('push-stop')
    const site = await fakeSite()
    folders.push(dataDir, site)
    const certificate = path.join(dataDir, 'push-ca.pem')
    await writeFile(certificate, push.certificate)
    // The account and two devices (one silent, one flooding) are in the database before the server opens it.
    await copyFreshDatabase(dataDir)
    const db = await openPgliteDb(path.join(dataDir, 'pg'))
    const staff = await addTestStaff(db, 'hr@arcnova.example', 'correct horse battery staple')
    const [code = ''] = await replaceRecoveryCodes(db, staff.staffId)
    for (const name of ['stall/device', 'flood/device']) {
      await savePushSubscription(db, push.device(name).subscription, { q: 'erlang', location: '' })
    }
    await db.close()

    server = await startServerProcess({
      DATA_DIR: dataDir,
      STATIC_DIR: site,
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: certificate,
    })
    const api = `${server.url}/api/console`
    const first = await postJson(`${api}/sign-in`, {
      email: 'hr@arcnova.example',
      password: 'correct horse battery staple',
    })
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect((await postJson(`${api}/two-factor/verify`, { code }, { Cookie: cookie })).status).toBe(200)
    const published = await postJson(
      `${api}/jobs/`,
      { job_name: 'Erlang Developer', location: 'Remote (India)' },
      { Cookie: cookie },
    )
    expect(published.status).toBe(201)
    await expect.poll(() => push?.received.length, { timeout: 10_000 }).toBe(2)
    // Still serving after the flood.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)

    const started = Date.now()
    await stopServerProcess(server)
    expect(Date.now() - started).toBeLessThan(drainMs)
    expect(server.child.exitCode).toBe(0)
    expect(server.output()).not.toMatch(/RangeError|Invalid string length/)
  }, 60_000)
})
