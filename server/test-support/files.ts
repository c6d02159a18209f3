import { crc32, deflateRawSync } from 'node:zlib'

export const pdfBytes = (size = 2048): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n% test CV\n'))
  return bytes
}

export const docBytes = (size = 2048): Uint8Array => {
  const bytes = new Uint8Array(size)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return bytes
}

/** A Windows program's first bytes (MZ header): what a renamed .exe looks like. */
export const programBytes = (): Uint8Array => {
  const bytes = new Uint8Array(4096)
  bytes.set(new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.'))
  return bytes
}

export interface ZipEntry {
  name: string
  /** The bytes as stored in the archive (already deflated when method is 8). */
  data: Uint8Array
  method?: 0 | 8
  /** What the entry says it inflates to; a zip bomb's is huge. Defaults to data's length. */
  uncompressedSize?: number
  crc?: number
}

/** A zip built by hand like any zip writer would: local headers, data, central directory, end record. */
export function zipOf(entries: readonly ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder()
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const nameBytes = encoder.encode(entry.name)
    const data = entry.data
    const crc = entry.crc ?? crc32(data)
    const size = entry.uncompressedSize ?? data.length
    const method = entry.method ?? 0
    const local = new Uint8Array(30 + nameBytes.length + data.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint16(8, method, true)
    lv.setUint32(14, crc, true)
    lv.setUint32(18, data.length, true)
    lv.setUint32(22, size, true)
    lv.setUint16(26, nameBytes.length, true)
    local.set(nameBytes, 30)
    local.set(data, 30 + nameBytes.length)
    const central = new Uint8Array(46 + nameBytes.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint16(10, method, true)
    cv.setUint32(16, crc, true)
    cv.setUint32(20, data.length, true)
    cv.setUint32(24, size, true)
    cv.setUint16(28, nameBytes.length, true)
    cv.setUint32(42, offset, true)
    central.set(nameBytes, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, Math.min(centrals.length, 0xffff), true)
  ev.setUint16(10, Math.min(centrals.length, 0xffff), true)
  ev.setUint32(12, centralSize, true)
  ev.setUint32(16, offset, true)
  return concat([...locals, ...centrals, end])
}

/** A minimal zip with stored (uncompressed) text entries. */
export function zipBytes(entries: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder()
  return zipOf(Object.entries(entries).map(([name, content]) => ({ name, data: encoder.encode(content) })))
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

export const docxBytes = (): Uint8Array =>
  zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  })

const docxParts = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
}

/** A real zip bomb shaped as a Word file: `inflatedBytes` of zeros deflated to a few KB. */
export function deflatedDocxBomb(inflatedBytes: number): Uint8Array {
  const zeros = new Uint8Array(inflatedBytes)
  const encoder = new TextEncoder()
  return zipOf([
    ...Object.entries(docxParts).map(([name, content]) => ({ name, data: encoder.encode(content) })),
    {
      name: 'word/media/filler.bin',
      data: deflateRawSync(zeros),
      method: 8,
      uncompressedSize: zeros.length,
      crc: crc32(zeros),
    },
  ])
}

/** A Word-shaped zip whose directory declares more than it holds (what a bomb declares, without the bytes). */
export function docxDeclaring(uncompressedSize: number, extraEntries = 0): Uint8Array {
  const encoder = new TextEncoder()
  const parts: ZipEntry[] = Object.entries(docxParts).map(([name, content]) => ({
    name,
    data: encoder.encode(content),
  }))
  parts.push({ name: 'word/huge.xml', data: encoder.encode('x'), method: 8, uncompressedSize })
  for (let index = 0; index < extraEntries; index += 1)
    parts.push({ name: `word/p${index}.xml`, data: encoder.encode('') })
  return zipOf(parts)
}

/** Sends one application with a PDF CV to a server's API, as the careers form does; resolves with its id. */
export async function applyWithCv(
  baseUrl: string,
  applicant: { email: string; fullName: string; job?: string; phone?: string },
): Promise<number> {
  const form = new FormData()
  const fields = {
    job: applicant.job ?? '1',
    full_name: applicant.fullName,
    email: applicant.email,
    phone: applicant.phone ?? '+91 90000 11111',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('resume', new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }))
  const response = await fetch(`${baseUrl}/api/job-applications/`, { method: 'POST', body: form })
  if (response.status !== 201) throw new Error(`the application answered ${response.status}`)
  const { id } = (await response.json()) as { id: number }
  return id
}
