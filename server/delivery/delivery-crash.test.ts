import { rm } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { applyWithCv } from '../test-support/files.ts'
import { eventually, mailServer } from '../test-support/mail-server.ts'
import { startServerProcess, stopServerProcess, type ServerProcess } from '../test-support/server-process.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'
import { fakeSite, tempDir } from '../test-support/test-server.ts'

const applicant = 'killed.mid.send@example.com'
const team = 'hr@arcnova.example'

describe('a server killed right after answering an application (SIGKILL)', () => {
  it('sends the acknowledgement and the team’s e-mail after its restart, once each', async () => {
    const dataDir = await tempDir('crash')
    const site = await fakeSite()
    await copyFreshDatabase(dataDir)
    // This mail server takes each message and never answers: both sends are under way when the kill comes.
    const stalled = await mailServer('127.0.0.1', { stall: true })
    const mail = await mailServer()
    const env = { DATA_DIR: dataDir, STATIC_DIR: site, NOTIFY_EMAIL: team }
    let server: ServerProcess | null = null
    try {
      server = await startServerProcess({ ...env, SMTP_URL: stalled.url })
      await applyWithCv(server.url, { email: applicant, fullName: 'Dev Rao' })
      await eventually(() => (stalled.received.length === 2 ? true : undefined))
      const exited = new Promise((resolve) => server?.child.once('exit', resolve))
      server.child.kill('SIGKILL')
      await exited

      // Restarted on the same data with a mail server that answers: both e-mails go, neither twice.
      server = await startServerProcess({ ...env, SMTP_URL: mail.url })
      await eventually(() => (mail.received.length >= 2 ? true : undefined), 20_000)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(mail.received.map((item) => item.to[0]).sort()).toEqual([applicant, team].sort())
      expect(server.output()).not.toContain(applicant)
    } finally {
      if (server !== null) await stopServerProcess(server)
      await stalled.close()
      await mail.close()
      await rm(dataDir, { recursive: true, force: true })
      await rm(site, { recursive: true, force: true })
    }
  }, 90_000)
})
