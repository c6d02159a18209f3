export type CvExtension = 'pdf' | 'doc' | 'docx'

/**
 * Where uploaded CVs live, under names we generate. The local folder is the default; in production an
 * S3-compatible bucket implements the same three calls (PutObject, GetObject, DeleteObject).
 */
export interface CvStorage {
  /** Stores the bytes durably and answers the generated key. */
  save(file: { bytes: Uint8Array; extension: CvExtension }): Promise<string>
  read(key: string): Promise<Uint8Array>
  remove(key: string): Promise<void>
}
