import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import tar, { type Extract } from 'tar-stream'
import type { Config } from '../config.ts'
import type { Db, Queryable } from '../db/db.ts'
import { migrateIn, migrationFiles } from '../db/migrate.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import { checkedCvKey } from '../storage/cv-storage.ts'
import { entryNames, type Manifest, manifestSchema, sequencesSchema } from './archive-manifest.ts'
import { pgRestore, toolMajorVersion } from './postgres-tools.ts'
import { emptyTables, insertLines, setSequences, tablesInOrder } from './table-export.ts'

/** A restore that would overwrite data, or an archive this version cannot take: nothing was written. */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  tables: number
  rows: number
  cvs: number
  cvBytes: number
}

/** Options of a long-running one-off: statements as long as the archive needs, one connection. */
export const toolPoolOptions = { size: 2, connectTimeoutMs: 10_000, statementTimeoutMs: 60 * 60_000 }

type Folders = Pick<Config, 'dataDir' | 'uploadDir' | 'databaseUrl' | 'cvStorage'>

const linesPerInsert = 500

/** Whether `dir` is absent or holds nothing. */
async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return true
    throw error
  }
}

const uploadDirApart = (folders: Folders) => path.relative(folders.dataDir, folders.uploadDir).startsWith('..')

/**
 * Fills an empty DATA_DIR (embedded database) or an empty PostgreSQL database, and the CV storage,
 * from an archive of takeBackup. Refuses (RestoreRefused) anything not empty; on failure removes
 * what it wrote (all of it: the database part is one transaction).
 */
export async function restoreBackup(archive: string, folders: Folders): Promise<RestoreSummary> {
  process.umask(0o077)
  const embedded = folders.databaseUrl === null
  if (embedded && !(await isEmptyFolder(folders.dataDir)))
    throw new RestoreRefused(`DATA_DIR (${folders.dataDir}) is not empty: restore into an empty folder.`)
  if (folders.cvStorage === 'local' && uploadDirApart(folders) && !(await isEmptyFolder(folders.uploadDir)))
    throw new RestoreRefused(`UPLOAD_DIR (${folders.uploadDir}) is not empty: restore into an empty folder.`)
  // The archive's first entry is read before anything is created: a wrong file leaves no empty database behind.
  const extract = tar.extract()
  const reading = pipeline(createReadStream(archive), extract)
  reading.catch(() => undefined)
  const entries = extract[Symbol.asyncIterator]()
  try {
    const manifest = await readManifest(entries)
    await checkTakes(manifest, folders)
    if (embedded) await mkdir(folders.dataDir, { recursive: true, mode: 0o700 })
    if (folders.cvStorage === 'local') await mkdir(folders.uploadDir, { recursive: true, mode: 0o700 })
    const db = embedded
      ? await openPgliteDb(path.join(folders.dataDir, 'pg'))
      : await openPostgresDb(folders.databaseUrl ?? '', toolPoolOptions)
    const written: string[] = []
    try {
      if (!embedded) {
        const [row] = await db.query('SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema()')
        if (Number(row?.count) > 0)
          throw new RestoreRefused('The database (DATABASE_URL) is not empty: restore into an empty database.')
      }
      const summary = await fill(db, manifest, entries, folders, written, folders.databaseUrl)
      await reading
      return summary
    } catch (error) {
      for (const file of written) await rm(file, { force: true })
      throw error
    } finally {
      await db.close()
    }
  } catch (error) {
    extract.destroy()
    await reading.catch(() => undefined)
    // DATA_DIR was empty (checked before this try): nothing of a failed restore stays.
    if (embedded) await emptyFolder(folders.dataDir)
    throw error
  }
}

async function emptyFolder(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [])
  for (const name of names) await rm(path.join(dir, name), { recursive: true, force: true })
}

type Entries = AsyncIterator<Entry>
/** One file of the archive as tar-stream reads it. */
type Entry = Extract extends AsyncIterable<infer E> ? E : never

async function readManifest(entries: Entries): Promise<Manifest> {
  const first = await entries.next()
  if (first.done === true || first.value.header.name !== entryNames.manifest)
    throw new RestoreRefused('Not a backup archive of this server (no manifest.json first).')
  const parsed = manifestSchema.safeParse(JSON.parse((await readAll(first.value)).toString('utf8')))
  if (!parsed.success) throw new RestoreRefused('Not a backup archive this version can read (manifest.json).')
  return parsed.data
}

async function checkTakes(manifest: Manifest, folders: Folders): Promise<void> {
  const known = new Set(await migrationFiles())
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length > 0)
    throw new RestoreRefused(
      `The archive was made by a newer version (migrations ${unknown.join(', ')}): restore it with that version.`,
    )
  if (manifest.method === 'pg_dump') {
    if (folders.databaseUrl === null)
      throw new RestoreRefused(
        'The archive holds a pg_dump of PostgreSQL: restore it into PostgreSQL (set DATABASE_URL to an empty database).',
      )
    if ((await toolMajorVersion('pg_restore')) === null)
      throw new RestoreRefused('The archive holds a pg_dump: install pg_restore (PostgreSQL client tools) first.')
  }
}

async function fill(
  db: Db,
  manifest: Manifest,
  entries: Entries,
  folders: Folders,
  written: string[],
  databaseUrl: string | null,
): Promise<RestoreSummary> {
  let next = await entries.next()
  if (manifest.method === 'pg_dump' && databaseUrl !== null) {
    if (next.done === true || next.value.header.name !== entryNames.pgDump) throw new Error('The archive has no dump')
    const work = await mkdtemp(path.join(tmpdir(), 'arcnova-restore-'))
    try {
      const file = path.join(work, 'dump.pgc')
      await pipeline(Readable.from(bytesOf(next.value)), createWriteStream(file, { mode: 0o600 }))
      await pgRestore(databaseUrl, file)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
    next = await entries.next()
  }
  return db.transaction(async (tx) => {
    const counts = { tables: 0, rows: 0, cvs: 0, cvBytes: 0 }
    if (manifest.method === 'export') {
      await migrateIn(tx, undefined, new Set(manifest.migrations))
      await emptyTables(tx, await tablesInOrder(tx))
    }
    const expected = new Map(manifest.tables.map((table) => [table.name, table.rows]))
    for (; next.done !== true; next = await entries.next()) {
      const entry = next.value
      const name = entry.header.name
      if (name.startsWith('database/') && name.endsWith('.jsonl')) {
        const table = name.slice('database/'.length, -'.jsonl'.length)
        const rows = await insertTable(tx, table, entry)
        if (rows !== expected.get(table)) throw new Error(`The archive's ${table} is incomplete`)
        counts.tables += 1
        counts.rows += rows
      } else if (name === entryNames.sequences) {
        await setSequences(tx, sequencesSchema.parse(JSON.parse((await readAll(entry)).toString('utf8'))))
      } else if (name.startsWith('cvs/')) {
        const key = checkedCvKey(name.slice('cvs/'.length))
        const storedAt = entry.header.mtime ?? new Date()
        if (folders.cvStorage === 'local') {
          const file = path.join(folders.uploadDir, key)
          written.push(file)
          await pipeline(Readable.from(bytesOf(entry)), createWriteStream(file, { flags: 'wx', mode: 0o600 }))
          await utimes(file, storedAt, storedAt)
        } else {
          await tx.query('INSERT INTO cv_files (key, content, created_at) VALUES ($1, $2, $3)', [
            key,
            await readAll(entry),
            storedAt.toISOString(),
          ])
        }
        counts.cvs += 1
        counts.cvBytes += entry.header.size ?? 0
      } else {
        entry.resume()
      }
    }
    if (counts.cvs !== manifest.cvs) throw new Error('The archive is incomplete: CVs are missing')
    // Migrations newer than the archive run on its rows, as they would have on the live database.
    await migrateIn(tx)
    return counts
  })
}

/** Inserts a table's JSON lines in batches; returns how many. */
async function insertTable(tx: Queryable, table: string, entry: AsyncIterable<unknown>): Promise<number> {
  let batch: string[] = []
  let rows = 0
  for await (const line of createInterface({
    input: Readable.from(bytesOf(entry)),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (line === '') continue
    batch.push(line)
    rows += 1
    if (batch.length === linesPerInsert) {
      await insertLines(tx, table, batch)
      batch = []
    }
  }
  await insertLines(tx, table, batch)
  return rows
}

/** An entry's chunks, checked to be bytes (tar-stream's types leave them unknown). */
async function* bytesOf(entry: AsyncIterable<unknown>): AsyncGenerator<Uint8Array> {
  for await (const chunk of entry) {
    if (!(chunk instanceof Uint8Array)) throw new Error('The archive gave something other than bytes')
    yield chunk
  }
}

async function readAll(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of bytesOf(entry)) chunks.push(chunk)
  return Buffer.concat(chunks)
}
