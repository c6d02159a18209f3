import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Runs a poppler tool on a PDF written to a temporary file (pdffonts and pdfsig read no stdin). */
async function onFile(
  tool: string,
  args: (file: string) => string[],
  pdf: Uint8Array,
  encoding: BufferEncoding = 'utf8',
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'))
  const file = path.join(dir, 'document.pdf')
  try {
    await writeFile(file, pdf)
    return await new Promise((resolve, reject) =>
      // pdfsig exits 1..4 for signatures it finds wrong: the output still says why.
      execFile(tool, args(file), { encoding, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
        stdout !== '' ? resolve(stdout) : reject(error),
      ),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export interface PdfFont {
  /** As embedded: 'ABCDEF+NotoSansTamil-Regular' for a subset. */
  name: string
  embedded: boolean
  subset: boolean
}

/** The fonts a PDF uses, as poppler's pdffonts lists them (name, type, encoding, emb, sub, uni, object). */
export async function pdfFonts(pdf: Uint8Array): Promise<PdfFont[]> {
  const lines = (await onFile('pdffonts', (file) => [file], pdf)).split('\n').slice(2)
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/)
      // From the right: object id, generation, uni, sub, emb (the type may hold spaces).
      const [emb, sub] = columns.slice(-5, -3)
      return { name: columns[0] ?? '', embedded: emb === 'yes', subset: sub === 'yes' }
    })
}

/** What pdfsig (poppler) says of a PDF's signatures: the check a recipient's reader makes. */
export function pdfSignatures(pdf: Uint8Array): Promise<string> {
  return onFile('pdfsig', (file) => [file], pdf)
}

/** Words with their vertical extent (pdftotext -bbox), to find a line on the page. */
export async function pdfWordBoxes(pdf: Uint8Array): Promise<Array<{ text: string; top: number; bottom: number }>> {
  const html = await onFile('pdftotext', (file) => ['-bbox', '-enc', 'UTF-8', '-f', '1', '-l', '1', file, '-'], pdf)
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
    ([, top = '0', bottom = '0', text = '']) => ({ text, top: Number(top), bottom: Number(bottom) }),
  )
}

/**
 * How wide the ink is between two heights (points from the top) of page 1 as poppler draws it
 * (pdftoppm, 144 dpi, grey): from the leftmost to the rightmost dark pixel, in points.
 */
export async function pdfInkWidth(pdf: Uint8Array, top: number, bottom: number): Promise<number> {
  const dpi = 144
  const scale = dpi / 72
  const image = Buffer.from(
    await onFile('pdftoppm', (file) => ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', file], pdf, 'latin1'),
    'latin1',
  )
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.toString('latin1', 0, 40))
  if (header === null) throw new Error('pdftoppm gave no greyscale image')
  const [whole = '', w = '0'] = header
  const width = Number(w)
  const pixels = image.subarray(whole.length)
  let left = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  for (let row = Math.ceil(top * scale); row < Math.floor(bottom * scale); row++) {
    for (let column = 0; column < width; column++) {
      if ((pixels[row * width + column] ?? 255) < 128) {
        left = Math.min(left, column)
        right = Math.max(right, column)
      }
    }
  }
  return right < left ? 0 : (right - left + 1) / scale
}

/** The dictionary entries and CMS signature of a PDF's (first) signature: /SubFilter and /Contents, its padding cut. */
export function pdfSignatureParts(pdf: Uint8Array): { subFilter: string; cms: Buffer } {
  const text = Buffer.from(pdf).toString('latin1')
  const contents = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text)?.[1]
  const subFilter = /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(text)?.[1]
  if (contents === undefined || subFilter === undefined) throw new Error('the PDF has no signature dictionary')
  const padded = Buffer.from(contents, 'hex')
  // A DER SEQUENCE with a long-form length: 0x30, 0x8n, then n bytes of length.
  const lengthBytes = (padded[1] ?? 0) & 0x7f
  return { subFilter, cms: padded.subarray(0, 2 + lengthBytes + padded.readUIntBE(2, lengthBytes)) }
}
