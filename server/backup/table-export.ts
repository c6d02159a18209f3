import { z } from 'zod'
import { queryRows, type Queryable } from '../db/db.ts'

/** Tables whose rows the export leaves out: migrations are listed in the manifest, CV bytes are entries of their own. */
const notExported = new Set(['schema_migrations', 'cv_files'])

/** Rows read per statement: every statement stays short, and memory stays at one batch. */
const batchRows = 2000

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The schema's tables, parents before the tables whose foreign keys name them (a restore inserts in this order). */
export async function tablesInOrder(tx: Queryable): Promise<string[]> {
  const tables = (
    await queryRows(
      tx,
      z.object({ name: z.string() }),
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    )
  )
    .map((row) => row.name)
    .filter((name) => !notExported.has(name))
  const links = await queryRows(
    tx,
    z.object({ child: z.string(), parent: z.string() }),
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relname <> p.relname`,
  )
  const ordered: string[] = []
  const placed = new Set<string>()
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return
    path.add(name)
    for (const link of links) if (link.child === name && tables.includes(link.parent)) visit(link.parent, path)
    placed.add(name)
    ordered.push(name)
  }
  for (const name of tables) visit(name, new Set())
  return ordered
}

/** Every row of `table` as one line of JSON (row_to_json: bytea as \x hex, times with their offset), in batches. */
export async function* tableLines(tx: Queryable, table: string): AsyncGenerator<string[]> {
  let after = '(0,0)'
  for (;;) {
    const rows = await queryRows(
      tx,
      z.object({ at: z.string(), line: z.string() }),
      `SELECT t.ctid::text AS at, row_to_json(t)::text AS line FROM ${quoted(table)} t
        WHERE t.ctid > $1::tid ORDER BY t.ctid LIMIT ${batchRows}`,
      [after],
    )
    if (rows.length === 0) return
    yield rows.map((row) => row.line)
    after = rows.at(-1)?.at ?? after
    if (rows.length < batchRows) return
  }
}

/** The schema's sequences and their last values (null: never used), so ids are not handed out twice after a restore. */
export async function sequenceValues(tx: Queryable): Promise<Record<string, string>> {
  const rows = await queryRows(
    tx,
    z.object({ name: z.string(), value: z.string().nullable() }),
    'SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = current_schema()',
  )
  return Object.fromEntries(rows.flatMap((row) => (row.value === null ? [] : [[row.name, row.value]])))
}

/** Inserts lines of `table` exported by tableLines: PostgreSQL itself turns each JSON value back into its column's type. */
export async function insertLines(tx: Queryable, table: string, lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return
  const columns = (
    await queryRows(
      tx,
      z.object({ name: z.string() }),
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [table],
    )
  )
    .map((row) => quoted(row.name))
    .join(', ')
  await tx.query(
    `INSERT INTO ${quoted(table)} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
    [`[${lines.join(',')}]`],
  )
}

/** Empties every table a restore fills (rows the migrations themselves inserted make way for the archive's). */
export async function emptyTables(tx: Queryable, tables: readonly string[]): Promise<void> {
  if (tables.length > 0) await tx.exec(`TRUNCATE ${tables.map(quoted).join(', ')} CASCADE`)
}

export async function setSequences(tx: Queryable, values: Record<string, string | number>): Promise<void> {
  for (const [name, value] of Object.entries(values))
    await tx.query('SELECT setval($1::regclass, $2::bigint, true)', [quoted(name), String(value)])
}
