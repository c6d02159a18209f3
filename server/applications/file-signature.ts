import type { CvExtension } from '../storage/cv-storage.ts'

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // OLE2 compound file (.doc)
const zipMagic = [0x50, 0x4b, 0x03, 0x04] // a zip's first local header (.docx is a zip)

/** Bytes enough to tell the three kinds apart. */
export const signatureLength = oleMagic.length

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte)
}

/** What a file's first bytes say it is; a zip still needs its directory read to be called a .docx. */
export function detectContainer(head: Uint8Array): 'pdf' | 'doc' | 'zip' | null {
  if (startsWith(head, pdfMagic)) return 'pdf'
  if (startsWith(head, oleMagic)) return 'doc'
  if (startsWith(head, zipMagic)) return 'zip'
  return null
}

/** The allowed extension of a file name (case-insensitive), or null. */
export function cvExtensionOf(fileName: string): CvExtension | null {
  const match = /\.(pdf|docx?)$/i.exec(fileName.trim())
  const extension = match?.[1]?.toLowerCase()
  return extension === 'pdf' || extension === 'doc' || extension === 'docx' ? extension : null
}

export const cvContentTypes: Record<CvExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
