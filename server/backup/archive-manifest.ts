import { z } from 'zod'

/** The archive's first entry: what it holds, so a restore can refuse what it cannot take before writing anything. */
export const manifestSchema = z.object({
  format: z.literal('arcnova-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** The database it was taken from. */
  source: z.enum(['pglite', 'postgres']),
  /** 'export': the server's own (database/<table>.jsonl, restores into either database); 'pg_dump': custom format. */
  method: z.enum(['export', 'pg_dump']),
  /** The migrations applied in the snapshot: a restore applies exactly these before the rows go in. */
  migrations: z.array(z.string()),
  /** Rows per table (export only), in the order their entries follow: parents before children. */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  cvs: z.number().int().min(0),
  cvBytes: z.number().int().min(0),
  /** Applications whose CV file was already missing when the backup was taken (local CVs only). */
  missingCvs: z.number().int().min(0),
})
export type Manifest = z.infer<typeof manifestSchema>

/** Entry names inside the tar. */
export const entryNames = {
  manifest: 'manifest.json',
  table: (name: string) => `database/${name}.jsonl`,
  sequences: 'database/sequences.json',
  pgDump: 'database/dump.pgc',
  cv: (key: string) => `cvs/${key}`,
} as const

export const sequencesSchema = z.record(z.string(), z.union([z.string(), z.number()]))

/** What a backup reports and records: counts and sizes only, never anyone's data. */
export interface BackupSummary {
  bytes: number
  durationMs: number
  /** How long the snapshot's transaction was open: on the embedded database, requests wait that long. */
  snapshotMs: number
  method: Manifest['method']
  applications: number
  cvs: number
  cvBytes: number
  missingCvs: number
}
