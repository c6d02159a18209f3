import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { link, mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import tar, { type Pack } from 'tar-stream'
import { z } from 'zod'
import { queryOne, queryRows, type Db, type Queryable } from '../db/db.ts'
import { checkedCvKey } from '../storage/cv-storage.ts'
import { type BackupSummary, entryNames, type Manifest } from './archive-manifest.ts'
import { pgDump, toolMajorVersion } from './postgres-tools.ts'
import { sequenceValues, tableLines, tablesInOrder } from './table-export.ts'

/** Where the data to back up lives. */
export interface BackupSource {
  db: Db
  cvStorage: 'local' | 'postgres'
  uploadDir: string
  /** DATABASE_URL: with it and a pg_dump as new as the server, the database part is pg_dump's. */
  databaseUrl: string | null
  /** False: the server's own export even where pg_dump could run (an archive either database can take). */
  usePgDump?: boolean
}

interface CvEntry {
  key: string
  size: number
  storedAt: Date
  /** A hard link made inside the snapshot (local CVs): it outlives a deletion of the CV meanwhile. */
  linked?: string
}

/** The pieces a tar entry is made of; written once the snapshot's reads are done. */
type Entry = { name: string; body: Buffer } | { name: string; file: string; size: number; mtime: Date }

const applicationKeys = 'SELECT resume_key AS key FROM job_applications ORDER BY resume_key'

/**
 * Writes one archive of the database and exactly the CVs its rows name, as of one snapshot, to
 * `target` (0600, written under a temporary name and renamed when complete). Runs beside live
 * requests: see docs/decisions/061-backups.md for how the snapshot and the CVs are kept in step.
 */
export async function takeBackup(source: BackupSource, target: string): Promise<BackupSummary> {
  const started = performance.now()
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
  const partial = `${target}.${randomUUID()}.partial`
  const work = await mkdtemp(path.join(tmpdir(), 'arcnova-backup-'))
  // Links must be on the CVs' own file system: a dot-folder in UPLOAD_DIR, which the CV sweep ignores.
  const links = path.join(source.uploadDir, `.backup-${randomUUID()}`)
  const pack = tar.pack()
  const written = pipeline(pack, createWriteStream(partial, { flags: 'wx', mode: 0o600 }))
  // An error on the writing side surfaces through `written`; until then this keeps it from being unhandled.
  written.catch(() => undefined)
  try {
    const method =
      source.databaseUrl !== null && source.usePgDump !== false && (await pgDumpFits(source.db)) ? 'pg_dump' : 'export'
    let summary: Omit<BackupSummary, 'bytes' | 'durationMs' | 'snapshotMs'> | undefined
    const snapshotStarted = performance.now()
    const cvs = await source.db.transaction(async (tx) => {
      // One snapshot for every read below; local CV files cannot be deleted while it is taken (see take-lock).
      await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ')
      if (source.db.kind === 'postgres') {
        await tx.exec('SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0')
      }
      // Taken before the snapshot (the first query): no application row comes or goes until the CVs are linked.
      if (source.cvStorage === 'local') await tx.exec('LOCK TABLE job_applications IN SHARE MODE')
      const migrations = (
        await queryRows(tx, z.object({ name: z.string() }), 'SELECT name FROM schema_migrations ORDER BY name')
      ).map((row) => row.name)
      const applications = Number(
        (await queryOne(tx, z.object({ count: z.coerce.number() }), 'SELECT count(*) AS count FROM job_applications'))
          ?.count ?? 0,
      )
      const { found: cvs, missing } =
        source.cvStorage === 'local' ? await linkLocalCvs(tx, source.uploadDir, links) : await listStoredCvs(tx)
      const entries: Entry[] = []
      const tables: Manifest['tables'] = []
      if (method === 'pg_dump' && source.databaseUrl !== null) {
        const [row] = await tx.query('SELECT pg_export_snapshot() AS snapshot')
        const snapshot = z.string().parse(row?.snapshot)
        const file = path.join(work, 'dump.pgc')
        await pgDump(source.databaseUrl, snapshot, file)
        const info = await stat(file)
        entries.push({ name: entryNames.pgDump, file, size: info.size, mtime: new Date() })
      } else {
        for (const table of await tablesInOrder(tx)) {
          const chunks: string[] = []
          let rows = 0
          for await (const lines of tableLines(tx, table)) {
            rows += lines.length
            chunks.push(`${lines.join('\n')}\n`)
          }
          tables.push({ name: table, rows })
          entries.push({ name: entryNames.table(table), body: Buffer.from(chunks.join('')) })
        }
        entries.push({ name: entryNames.sequences, body: Buffer.from(JSON.stringify(await sequenceValues(tx))) })
      }
      const cvBytes = cvs.reduce((sum, cv) => sum + cv.size, 0)
      const manifest: Manifest = {
        format: 'arcnova-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        source: source.db.kind,
        method,
        migrations,
        tables,
        cvs: cvs.length,
        cvBytes,
        missingCvs: missing,
      }
      summary = { method, applications, cvs: cvs.length, cvBytes, missingCvs: missing }
      await addEntry(pack, { name: entryNames.manifest, body: Buffer.from(JSON.stringify(manifest, null, 2)) })
      for (const entry of entries) await addEntry(pack, entry)
      // CVs in the database are read inside the snapshot; linked files after it, with the table lock released.
      if (source.cvStorage === 'postgres') for (const batch of inBatches(cvs)) await addStoredCvs(pack, tx, batch)
      return cvs
    })
    const snapshotMs = Math.round(performance.now() - snapshotStarted)
    for (const cv of cvs) {
      if (cv.linked !== undefined)
        await addEntry(pack, { name: entryNames.cv(cv.key), file: cv.linked, size: cv.size, mtime: cv.storedAt })
    }
    pack.finalize()
    await written
    await syncFile(partial)
    const bytes = (await stat(partial)).size
    await rename(partial, target)
    await syncFile(path.dirname(target))
    if (summary === undefined) throw new Error('The backup ended without a summary')
    return { ...summary, bytes, durationMs: Math.round(performance.now() - started), snapshotMs }
  } catch (error) {
    pack.destroy()
    await written.catch(() => undefined)
    await rm(partial, { force: true })
    throw error
  } finally {
    await rm(links, { recursive: true, force: true })
    await rm(work, { recursive: true, force: true })
  }
}

/** pg_dump is used when installed and at least as new as the server (an older one refuses to dump it). */
async function pgDumpFits(db: Db): Promise<boolean> {
  const tool = await toolMajorVersion('pg_dump')
  if (tool === null) return false
  const row = await queryOne(
    db,
    z.object({ version: z.coerce.number() }),
    "SELECT current_setting('server_version_num')::int AS version",
  )
  return row !== null && tool >= Math.floor(row.version / 10_000)
}

/** Hard-links every CV the snapshot's rows name into `links`; a file already missing is counted, not fatal. */
async function linkLocalCvs(
  tx: Queryable,
  uploadDir: string,
  links: string,
): Promise<{ found: CvEntry[]; missing: number }> {
  await mkdir(links, { recursive: true, mode: 0o700 })
  const found: CvEntry[] = []
  let missing = 0
  for (const { key } of await queryRows(tx, z.object({ key: z.string() }), applicationKeys)) {
    const linked = path.join(links, checkedCvKey(key))
    try {
      await link(path.join(uploadDir, key), linked)
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
        missing += 1
        continue
      }
      throw error
    }
    const info = await stat(linked)
    found.push({ key, size: info.size, storedAt: info.mtime, linked })
  }
  return { found, missing }
}

async function listStoredCvs(tx: Queryable): Promise<{ found: CvEntry[]; missing: number }> {
  const rows = await queryRows(
    tx,
    z.object({ key: z.string(), size: z.coerce.number(), created_at: z.date() }),
    `SELECT c.key, octet_length(c.content) AS size, c.created_at FROM cv_files c
      WHERE c.key IN (SELECT resume_key FROM job_applications) ORDER BY c.key`,
  )
  const [named] = await tx.query('SELECT count(*)::int AS count FROM job_applications')
  const missing = Math.max(0, Number(named?.count ?? 0) - rows.length)
  return { found: rows.map((row) => ({ key: row.key, size: row.size, storedAt: row.created_at })), missing }
}

/** CVs read from the database per statement: up to 8 MB (and at least one CV), fewer round trips. */
const batchBytes = 8 * 1024 * 1024

function inBatches(cvs: readonly CvEntry[]): CvEntry[][] {
  const batches: CvEntry[][] = []
  let current: CvEntry[] = []
  let bytes = 0
  for (const cv of cvs) {
    if (current.length > 0 && bytes + cv.size > batchBytes) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(cv)
    bytes += cv.size
  }
  if (current.length > 0) batches.push(current)
  return batches
}

async function addStoredCvs(pack: Pack, tx: Queryable, batch: readonly CvEntry[]): Promise<void> {
  const rows = await queryRows(
    tx,
    z.object({ key: z.string(), content: z.string() }),
    // Base64 crosses the wire and parses about twice as fast as bytea's hex text (0.4 s against 0.9 s for 60 MB).
    "SELECT key, encode(content, 'base64') AS content FROM cv_files WHERE key = ANY($1::text[])",
    [`{${batch.map((cv) => `"${cv.key}"`).join(',')}}`],
  )
  const contents = new Map(rows.map((row) => [row.key, row.content]))
  for (const cv of batch) {
    const content = contents.get(cv.key)
    if (content === undefined) throw new Error('A CV vanished inside the backup snapshot')
    await addEntry(pack, { name: entryNames.cv(cv.key), body: Buffer.from(content, 'base64'), mtime: cv.storedAt })
  }
}

/** Adds one entry and waits until the archive has taken it (a stream entry waits for the file to drain). */
async function addEntry(
  pack: Pack,
  entry: { name: string; body: Buffer; mtime?: Date } | { name: string; file: string; size: number; mtime: Date },
): Promise<void> {
  const header = { name: entry.name, mode: 0o600, mtime: entry.mtime ?? new Date() }
  if ('body' in entry) {
    await pipeline(Readable.from([entry.body]), pack.entry({ ...header, size: entry.body.length }))
  } else {
    await pipeline(createReadStream(entry.file), pack.entry({ ...header, size: entry.size }))
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
