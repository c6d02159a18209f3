import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { deleteApplication } from '../applications/delete-application.ts'
import { serversOnPostgres } from '../test-support/test-database.ts'
import { startTestServer, tempDir, type TestServer } from '../test-support/test-server.ts'
import { manifestSchema } from './archive-manifest.ts'
import { backupService } from './backup-service.ts'
import { apply, readArchive } from '../test-support/backup.ts'

// CVs on disk are the case that needs care (a deletion removes the file after its commit); on PostgreSQL
// CVs in the database (the default there) ride in the snapshot itself.
const storages = serversOnPostgres ? (['local', 'postgres'] as const) : (['local'] as const)

const keyOf = z.object({ resume_key: z.string() })

describe.each(storages)('a backup taken while requests write (CVs %s)', (cvStorage) => {
  let server: TestServer
  let work: string
  beforeAll(async () => {
    server = await startTestServer({ CV_STORAGE: cvStorage })
    work = await tempDir('backup-consistency')
  })
  afterAll(() => server.cleanup())

  it('holds exactly the CVs its rows name, and every one of them', async () => {
    const ids: number[] = []
    for (let index = 0; index < 6; index++) ids.push(await apply(server, index))
    const backups = backupService(
      {
        db: server.db,
        cvStorage,
        uploadDir: server.config.uploadDir,
        databaseUrl: server.config.databaseUrl,
        usePgDump: false,
      },
      () => undefined,
    )
    let writing = true
    let writes = 0
    // Applications arrive and others are deleted (file after commit) while the backups run.
    const writer = (async () => {
      for (let index = 100; writing; index++) {
        ids.push(await apply(server, index))
        const victim = ids.shift()
        if (victim !== undefined)
          await deleteApplication(server.db, server.storage, victim, {
            log: () => undefined,
            route: 'test',
            audit: async () => undefined,
          })
        writes += 2
      }
    })()
    const archives: string[] = []
    // Without the table lock, local CVs went missing from about one run in two of four rounds: eight it is.
    for (let round = 0; round < 8; round++) {
      const before = writes
      const file = path.join(work, `${cvStorage}-${round}.tar`)
      await backups.take(file, false)
      archives.push(file)
      // Let the writer move on between two backups.
      while (writes === before) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    writing = false
    await writer
    expect(writes).toBeGreaterThan(4)
    for (const file of archives) {
      const entries = await readArchive(file)
      const manifest = manifestSchema.parse(JSON.parse(entries.get('manifest.json')?.toString() ?? '{}'))
      expect(manifest.missingCvs).toBe(0)
      const rows = (entries.get('database/job_applications.jsonl')?.toString() ?? '')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => keyOf.parse(JSON.parse(line)).resume_key)
      const cvs = [...entries.keys()].filter((name) => name.startsWith('cvs/')).map((name) => name.slice(4))
      // Six, or seven between an arrival and the deletion that follows it.
      expect([6, 7]).toContain(rows.length)
      expect(cvs.sort()).toEqual(rows.sort())
      for (const key of cvs) expect(entries.get(`cvs/${key}`)?.subarray(0, 8).toString()).toBe('%PDF-1.7')
    }
  })
})
