import type { CvExtension } from '../storage/cv-storage.ts'

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // OLE2 compound file (.doc)
const zipLocalHeader = 0x04034b50
const zipCentralHeader = 0x02014b50
const zipEndOfDirectory = 0x06054b50

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte)
}

/** Names of the entries in a zip's central directory, or null when the bytes are not a readable zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 22) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(0, true) !== zipLocalHeader) return null
  let end = -1
  // The end record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === zipEndOfDirectory) {
      end = at
      break
    }
  }
  if (end < 0) return null
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const decoder = new TextDecoder()
  const names: string[] = []
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== zipCentralHeader) return null
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    if (at + 46 + nameLength > bytes.length) return null
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}

function isDocx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes)
  return names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))
}

/** The CV type the bytes really are, judged by their content alone; null for anything else. */
export function detectCvType(bytes: Uint8Array): CvExtension | null {
  if (startsWith(bytes, pdfMagic)) return 'pdf'
  if (startsWith(bytes, oleMagic)) return 'doc'
  if (isDocx(bytes)) return 'docx'
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
