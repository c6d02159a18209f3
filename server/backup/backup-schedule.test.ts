import { readdir, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { serversOnPostgres } from '../test-support/test-database.ts'
import { startTestServer, tempDir, type TestServer } from '../test-support/test-server.ts'
import { lastBackupAt } from './backup-record.ts'
import { archiveName, backupIfDue, pruneBackups } from './backup-schedule.ts'
import { backupService } from './backup-service.ts'

const dayMs = 24 * 60 * 60_000

describe('BACKUP_* settings', () => {
  it('defaults to every 24 hours, kept 30 days, and no schedule without BACKUP_DIR', () => {
    expect(loadConfig({}).backup).toEqual({ dir: null, everyHours: 24, keepDays: 30 })
    const set = loadConfig({ BACKUP_DIR: '/var/backups/arcnova', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP_DAYS: '7' })
    expect(set.backup).toEqual({ dir: '/var/backups/arcnova', everyHours: 6, keepDays: 7 })
  })

  it('refuses a period that is not a positive number of days or hours', () => {
    expect(() => loadConfig({ BACKUP_KEEP_DAYS: '0' })).toThrow(ConfigError)
    expect(() => loadConfig({ BACKUP_KEEP_DAYS: '1.5' })).toThrow(ConfigError)
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '-1' })).toThrow(ConfigError)
  })
})

describe('pruning old archives', () => {
  it('deletes this server’s archives older than BACKUP_KEEP_DAYS and leaves everything else', async () => {
    const dir = await tempDir('backup-prune')
    const now = new Date('2026-11-27T08:00:00Z')
    const at = (days: number) => new Date(now.getTime() - days * dayMs)
    const old = archiveName(at(31))
    const recent = archiveName(at(29))
    const leftover = `${archiveName(at(2))}.0b8e5d0e-5f7c-4c7a-9d59-1f5c1b1a2b3c.partial`
    const foreign = 'database-copy.tar'
    for (const [file, days] of [
      [old, 31],
      [recent, 29],
      [leftover, 2],
      [foreign, 400],
    ] as const) {
      await writeFile(path.join(dir, file), file)
      await utimes(path.join(dir, file), at(days), at(days))
    }
    expect(await pruneBackups(dir, 30, now)).toBe(2)
    expect((await readdir(dir)).sort()).toEqual([foreign, recent].sort())
  })
})

describe(`the backup schedule on ${serversOnPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  let server: TestServer
  let dir: string
  beforeAll(async () => {
    dir = path.join(await tempDir('backup-schedule'), 'archives')
    server = await startTestServer({ BACKUP_DIR: dir })
  })
  afterAll(() => server.cleanup())

  it('takes the first backup soon after start, into a private folder, and records it', async () => {
    const deadline = Date.now() + 20_000
    while ((await lastBackupAt(server.db)) === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await lastBackupAt(server.db)).not.toBeNull()
    const [archive] = await readdir(dir)
    expect(archive).toMatch(/^arcnova-backup-\d{8}T\d{6}Z\.tar$/)
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    expect((await stat(path.join(dir, archive ?? ''))).mode & 0o777).toBe(0o600)
  })

  it('takes the next one once BACKUP_EVERY_HOURS have passed, one instance at a time', async () => {
    const schedule = { dir, everyHours: 24, keepDays: 30 }
    const backups = backupService(
      {
        db: server.db,
        cvStorage: server.config.cvStorage,
        uploadDir: server.config.uploadDir,
        databaseUrl: server.config.databaseUrl,
      },
      () => undefined,
    )
    expect(await backupIfDue(server.db, backups, schedule)).toBe('not due')
    const tomorrow = () => new Date(Date.now() + 25 * 60 * 60_000)
    if (serversOnPostgres) {
      // Two instances look at once: the advisory lock lets one take it.
      const outcomes = await Promise.all([
        backupIfDue(server.db, backups, schedule, tomorrow),
        backupIfDue(server.db, backups, schedule, tomorrow),
      ])
      expect(outcomes.sort()).toEqual(['busy', 'taken'])
    } else {
      expect(await backupIfDue(server.db, backups, schedule, tomorrow)).toBe('taken')
    }
    expect(await readdir(dir)).toHaveLength(2)
  })
})
