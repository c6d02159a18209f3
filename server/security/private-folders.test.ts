import { chmod, mkdir, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import type { LogFields } from '../log.ts'
import { pdfBytes } from '../test-support/files.ts'
import { fakeSite, startTestServer, tempDir } from '../test-support/test-server.ts'
import { assertDataOutsideSite } from './data-outside-site.ts'
import { keepDataPrivate } from './private-folders.ts'

/** Every folder and file under `dir` with its permission bits. */
async function modes(dir: string): Promise<{ path: string; mode: number; folder: boolean }[]> {
  const found = [{ path: dir, mode: (await stat(dir)).mode & 0o777, folder: true }]
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isSymbolicLink()) continue
    found.push({ path: full, mode: (await stat(full)).mode & 0o777, folder: entry.isDirectory() })
  }
  return found
}

const cleanups: string[] = []
afterEach(async () => {
  for (const dir of cleanups.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('applicant data is private to the server’s user', () => {
  it('a new data folder, its database (WAL included) and CVs are 0700 folders and 0600 files', async () => {
    const server = await startTestServer({}, { initdb: true })
    try {
      const form = new FormData()
      for (const [name, value] of Object.entries({
        job: '1',
        full_name: 'Priya',
        email: 'p@example.com',
        phone: '1',
      })) {
        form.append(name, value)
      }
      form.append('resume', new File([pdfBytes()], 'cv.pdf'))
      expect((await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })).status).toBe(201)
      const found = await modes(server.config.dataDir)
      expect(found.some((entry) => entry.path.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true)
      expect(found.some((entry) => entry.path.startsWith(server.config.uploadDir) && entry.path.endsWith('.pdf'))).toBe(
        true,
      )
      const loose = found.filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600))
      expect(loose).toEqual([])
    } finally {
      await server.cleanup()
    }
  }, 120_000) // creates a new embedded database from nothing (initdb)

  it('tightens an existing folder left readable by others and says so once', async () => {
    const dataDir = await tempDir('loose')
    cleanups.push(dataDir)
    await mkdir(path.join(dataDir, 'uploads', 'old'), { recursive: true })
    await writeFile(path.join(dataDir, 'uploads', 'old', 'cv.pdf'), 'x')
    await chmod(path.join(dataDir, 'uploads', 'old', 'cv.pdf'), 0o644)
    await chmod(path.join(dataDir, 'uploads', 'old'), 0o755)
    await chmod(dataDir, 0o755)
    const logged: { message: string; fields: LogFields }[] = []
    const uploadDir = path.join(dataDir, 'uploads')
    await keepDataPrivate({ dataDir, uploadDir }, (_level, message, fields = {}) => logged.push({ message, fields }))
    expect((await modes(dataDir)).filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600))).toEqual([])
    expect(logged).toEqual([
      { message: expect.stringContaining('DATA_DIR was readable by other users'), fields: { changed: 3 } },
    ])
    // Already private: nothing to say the second time.
    await keepDataPrivate({ dataDir, uploadDir }, (_level, message, fields = {}) => logged.push({ message, fields }))
    expect(logged).toHaveLength(1)
  })
})

describe('uploads are never inside the served site', () => {
  it.each([
    [
      'UPLOAD_DIR inside STATIC_DIR',
      (site: string, data: string) => ({ DATA_DIR: data, UPLOAD_DIR: path.join(site, 'uploads') }),
    ],
    ['DATA_DIR inside STATIC_DIR', (site: string) => ({ DATA_DIR: path.join(site, 'data') })],
    ['DATA_DIR equal to STATIC_DIR', (site: string) => ({ DATA_DIR: site })],
  ])('refuses to start with %s', async (_case, env) => {
    const site = await fakeSite()
    const data = await tempDir('outside')
    cleanups.push(site, data)
    const config = loadConfig({ STATIC_DIR: site, ...env(site, data) })
    await expect(assertDataOutsideSite(config)).rejects.toThrow(/inside STATIC_DIR .* served to everyone/)
    await expect(startTestServer({ STATIC_DIR: site, ...env(site, data) })).rejects.toThrow(/inside STATIC_DIR/)
  })

  it('sees through a symlink that leads into the site', async () => {
    const site = await fakeSite()
    const links = await tempDir('links')
    cleanups.push(site, links)
    await symlink(site, path.join(links, 'innocent'))
    const config = loadConfig({ STATIC_DIR: site, DATA_DIR: path.join(links, 'innocent', 'data') })
    await expect(assertDataOutsideSite(config)).rejects.toThrow(/inside STATIC_DIR/)
  })

  it('accepts folders beside the site, even ones whose names start alike', async () => {
    const site = await fakeSite()
    cleanups.push(site)
    const config = loadConfig({ STATIC_DIR: site, DATA_DIR: `${site}-data` })
    await expect(assertDataOutsideSite(config)).resolves.toBeUndefined()
  })
})
