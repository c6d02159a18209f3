import type { ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pdfBytes } from '../test-support/files.ts'
import { startServerProcess } from '../test-support/server-process.ts'
import { fakeSite, tempDir } from '../test-support/test-server.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'

function applicationForm(): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries({ job: '1', full_name: 'Priya', email: 'p@example.com', phone: '123' })) {
    form.append(name, value)
  }
  form.append('resume', new File([pdfBytes(64 * 1024)], 'cv.pdf', { type: 'application/pdf' }))
  return form
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve))

describe('a crash in the middle of an application', () => {
  const folders: string[] = []
  const children: ChildProcess[] = []
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL')
    for (const dir of folders) await rm(dir, { recursive: true, force: true })
  })

  it('leaves no orphan CV or staging file after a restart, and keeps every acknowledged CV', async () => {
    const dataDir = await tempDir('crash')
    // A new migrated and seeded database, as a first start leaves it (initdb is tested in restart.test.ts).
    await copyFreshDatabase(dataDir)
    const site = await fakeSite()
    folders.push(dataDir, site)
    const uploads = path.join(dataDir, 'uploads')
    const env = { DATA_DIR: dataDir, STATIC_DIR: site, CV_SWEEP_MIN_AGE_MS: '0' }

    const first = await startServerProcess(env)
    children.push(first.child)
    const acknowledged = await fetch(`${first.url}/api/job-applications/`, { method: 'POST', body: applicationForm() })
    expect(acknowledged.status).toBe(201)
    const keptFiles = await readdir(uploads)
    expect(keptFiles).toHaveLength(1)

    // An upload that is halfway through when the process dies.
    const boundary = 'crashBoundary'
    const upload = request(`${first.url}/api/job-applications/`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(4 * 1024 * 1024),
      },
    })
    upload.on('error', () => undefined)
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    )
    upload.write(Buffer.from(pdfBytes(256 * 1024)))
    for (
      let tries = 0;
      tries < 200 && !(await readdir(uploads)).some((name) => name.endsWith('.partial'));
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect((await readdir(uploads)).some((name) => name.endsWith('.partial'))).toBe(true)
    // A CV whose row never committed (the process died between the rename and the commit).
    await writeFile(path.join(uploads, '0b8e5d0e-5f7c-4c7a-9d59-1f5c1b1a2b3c.pdf'), pdfBytes())
    first.child.kill('SIGKILL')
    await exited(first.child)
    upload.destroy()

    const second = await startServerProcess(env)
    children.push(second.child)
    expect(await readdir(uploads)).toEqual(keptFiles)
    const lines = second
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line): unknown => JSON.parse(line))
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'removed CV files left by an interrupted upload', removed: 2 }),
    )
    second.child.kill('SIGTERM')
    await exited(second.child)
  }, 180_000) // two cold starts of a real server process (a new embedded database each) on a busy machine
})
