import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows, type Db } from '../db/db.ts'
import { freshPostgresDatabase, serversOnPostgres } from '../test-support/test-database.ts'
import { postJson, startTestServer, tempDir, type TestServer } from '../test-support/test-server.ts'
import { lastBackupAt } from './backup-record.ts'
import { dataEnv, fillServer, runCli } from '../test-support/backup.ts'

const password = 'backup round trip password'
/** What must come back byte for byte: every row of these tables, and every CV. */
const tables = ['job_applications', 'orders', 'plan_activations', 'staff'] as const

const mode = async (file: string) => (await stat(file)).mode & 0o777

async function rowsOf(db: Db, table: (typeof tables)[number]): Promise<string[]> {
  const rows = await queryRows(
    db,
    z.object({ line: z.string() }),
    `SELECT row_to_json(t)::text AS line FROM ${table} t`,
  )
  return rows.map((row) => row.line).sort()
}

async function cvsOf(server: TestServer): Promise<Map<string, string>> {
  const keys = await queryRows(
    server.db,
    z.object({ key: z.string() }),
    'SELECT resume_key AS key FROM job_applications',
  )
  const cvs = new Map<string, string>()
  for (const { key } of keys) cvs.set(key, Buffer.from(await server.storage.read(key)).toString('base64'))
  return cvs
}

describe(`backup and restore on ${serversOnPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  let original: TestServer
  let work: string
  const cleanups: Array<() => Promise<void>> = []
  beforeAll(async () => {
    original = await startTestServer()
    work = await tempDir('backup')
    await fillServer(original, password)
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
    await original.cleanup()
  })

  it('backs up a running server and restores it into a fresh place, byte for byte', async () => {
    const archive = path.join(work, 'nested', 'folder', 'site.tar')
    const backup = await runCli('backup', [archive], dataEnv(original))
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/3 applications, 3 CVs/)
    // PostgreSQL's own dump where pg_dump is installed (the test machines have it).
    expect(backup.stdout).toContain(serversOnPostgres ? '(pg_dump)' : '(export)')
    expect(backup.stdout).not.toMatch(/applicant-|@example\.com/)
    // Readable by the owner only, in a folder only the owner enters.
    expect(await mode(archive)).toBe(0o600)
    expect(await mode(path.dirname(archive))).toBe(0o700)
    expect(await lastBackupAt(original.db)).not.toBeNull()

    const dataDir = path.join(work, 'restored')
    const database = serversOnPostgres ? await freshPostgresDatabase() : null
    if (database !== null) cleanups.push(() => database.drop())
    const target = { DATA_DIR: dataDir, ...(database === null ? {} : { DATABASE_URL: database.url }) }
    const restore = await runCli('restore', [archive], target)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toMatch(/and 3 CVs/)
    if (database === null) {
      expect(await mode(dataDir)).toBe(0o700)
      expect(await mode(path.join(dataDir, 'uploads'))).toBe(0o700)
    }

    const restored = await startTestServer(database === null ? {} : { DATABASE_URL: database.url }, { dataDir })
    cleanups.push(() => restored.cleanup())
    for (const table of tables)
      expect(await rowsOf(restored.db, table), table).toEqual(await rowsOf(original.db, table))
    const cvs = await cvsOf(original)
    expect(cvs.size).toBe(3)
    expect(await cvsOf(restored)).toEqual(cvs)
    if (database === null) {
      for (const key of cvs.keys()) expect(await mode(path.join(dataDir, 'uploads', key))).toBe(0o600)
    }
    // The staff account works: its password hash came back whole.
    const signIn = await postJson(`${restored.url}/api/console/sign-in`, {
      email: 'backup-admin@example.com',
      password,
    })
    expect(signIn.status).toBe(200)
    // New rows get new ids: the sequences came back too.
    const before = await queryRows(
      restored.db,
      z.object({ id: z.number() }),
      'SELECT max(id) AS id FROM job_applications',
    )
    const [{ id } = { id: 0 }] = before
    const [row] = await restored.db.query(
      "INSERT INTO staff (email, password_hash) VALUES ('second@example.com', 'x') RETURNING id",
    )
    expect(Number(row?.id)).toBeGreaterThan(0)
    expect(id).toBeGreaterThan(0)
  }, 120_000)

  it.runIf(serversOnPostgres)(
    'moves PostgreSQL into the embedded database with --export',
    async () => {
      const archive = path.join(work, 'export.tar')
      const backup = await runCli('backup', [archive, '--export'], dataEnv(original))
      expect(backup.stdout).toContain('(export)')
      const dataDir = path.join(work, 'from-postgres')
      // Without DATABASE_URL: the embedded database, CVs on disk.
      const restore = await runCli('restore', [archive], { DATA_DIR: dataDir, DATABASE_URL: '' })
      expect(restore.stderr).toBe('')
      expect(restore.code).toBe(0)
      const restored = await startTestServer({ DATABASE_URL: '' }, { dataDir })
      cleanups.push(() => restored.cleanup())
      expect(restored.db.kind).toBe('pglite')
      for (const table of tables)
        expect(await rowsOf(restored.db, table), table).toEqual(await rowsOf(original.db, table))
      expect(await cvsOf(restored)).toEqual(await cvsOf(original))
      // A new embedded database runs initdb: seconds alone, tens of seconds on a busy machine.
    },
    120_000,
  )

  it('refuses to restore into a folder or database that holds data', async () => {
    const archive = path.join(work, 'refusal.tar')
    expect((await runCli('backup', [archive], dataEnv(original))).code).toBe(0)
    const restore = await runCli('restore', [archive], dataEnv(original))
    expect(restore.code).toBe(1)
    expect(restore.stderr).toMatch(/is not empty: restore into an empty/)
    if (!serversOnPostgres) {
      // Any file at all counts: the folder is left exactly as it was.
      const occupied = path.join(work, 'occupied')
      await mkdir(occupied)
      await writeFile(path.join(occupied, 'notes.txt'), 'mine')
      const refused = await runCli('restore', [archive], { DATA_DIR: occupied })
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/DATA_DIR .* is not empty/)
    }
  })

  it('refuses to overwrite an existing file', async () => {
    const archive = path.join(work, 'exists.tar')
    await writeFile(archive, 'keep me')
    const backup = await runCli('backup', [archive], dataEnv(original))
    expect(backup.code).toBe(2)
    expect(backup.stderr).toMatch(/already exists/)
  })
})
