import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { Queryable } from '../db/db.ts'

export type CvExtension = 'pdf' | 'doc' | 'docx'

/** What newCvKey makes: a UUID and an allowed extension, nothing that could be a path. */
export const cvKeyPattern = /^[0-9a-f-]{36}\.(?:pdf|docx?)$/

/** The key itself when it is one newCvKey could have made; throws otherwise (never a path from elsewhere). */
export function checkedCvKey(key: string): string {
  if (!cvKeyPattern.test(key)) throw new Error('Invalid CV key')
  return key
}

/** A new generated key: the visitor's file name never becomes a path. */
export function newCvKey(extension: CvExtension): string {
  return `${randomUUID()}.${extension}`
}

/** An upload written to a private temporary place: not a CV until it is published under a key. */
export interface StagedCv {
  /** A local file holding the bytes, for the content checks. */
  readonly path: string
  readonly size: number
}

/** A stored object, for the start-up sweep. */
export interface StoredCvEntry {
  /** The CV's key, or null for a leftover staging file of an upload that never finished. */
  readonly key: string | null
  readonly name: string
  readonly modifiedAt: Date
  remove(): Promise<void>
}

/**
 * Where uploaded CVs live, under names we generate. An upload is staged first, checked, then published
 * inside the transaction that inserts its row (row and file commit together; the start-up sweep removes
 * what a crash left between the two). The local folder is the default; an S3-compatible bucket can
 * implement the same calls (multipart upload, CopyObject, GetObject, DeleteObject, ListObjects).
 */
export interface CvStorage {
  /** Streams the bytes into a new staging file (fsynced); rejects if the source fails. */
  stage(source: Readable): Promise<StagedCv>
  /**
   * True when publish and remove take part in the caller's database transaction (CVs in PostgreSQL):
   * they commit or roll back with the row. A local file cannot, so it is removed only after the commit.
   */
  readonly transactional: boolean
  /**
   * Stores a staged file under its key (from newCvKey), durably; called inside the row's transaction
   * and, when transactional, on that transaction's own connection (never a second one from the pool).
   */
  publish(staged: StagedCv, key: string, tx: Queryable): Promise<void>
  /** Forgets a staged file (a refused or failed upload). */
  discard(staged: StagedCv): Promise<void>
  read(key: string): Promise<Uint8Array>
  /** Deletes a CV: inside the row's transaction when `tx` is given (transactional storage only). */
  remove(key: string, tx?: Queryable): Promise<void>
  /** Every stored CV and leftover staging file. */
  list(): Promise<StoredCvEntry[]>
}
