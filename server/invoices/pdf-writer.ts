import { mendNullAnchors } from './fontkit-null-anchors.ts'
import { type Face, faceRuns, fontFile, isIndianFace, type Weight } from './pdf-fonts.ts'
import { formatRupees } from './tax-split.ts'

type Pdf = PDFKit.PDFDocument

/** The fonts each document has registered: only the faces its text needs are embedded (and subset). */
const registered = new WeakMap<Pdf, Set<string>>()

/** Sets the face at a weight, registering its font with the document the first time it is used. */
export function setFace(pdf: Pdf, face: Face, weight: Weight) {
  const { name, data } = fontFile(face, weight)
  let names = registered.get(pdf)
  if (names === undefined) {
    names = new Set()
    registered.set(pdf, names)
  }
  if (names.has(name)) {
    pdf.font(name)
    return
  }
  pdf.registerFont(name, data)
  pdf.font(name)
  // pdfkit's shaper, fontkit, needs one repair before it shapes some Indian clusters (record 087).
  mendNullAnchors(pdf)
  names.add(name)
}

type WriteOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number }

/**
 * Draws inside an ActualText span, and ends the span under pdfkit's text flip of the page: poppler
 * places a span's text by the state at its end, and in the page's own state (pdfkit restores it after
 * each text) it lands at the mirrored height, out of its line, for pdftotext with or without -layout.
 */
function spanned(pdf: Pdf, actual: string, draw: () => void) {
  pdf.markContent('Span', { actual })
  draw()
  pdf.addContent(`q 1 0 0 -1 0 ${pdf.page.height} cm`)
  pdf.endMarkedContent()
  pdf.addContent('Q')
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** Whether the current font shapes the text (fontkit throws rather than answer when it cannot). */
function shapes(pdf: Pdf, text: string): boolean {
  try {
    pdf.widthOfString(text)
    return true
  } catch {
    return false
  }
}

/**
 * The text in pieces the current font can shape: all of it, unless fontkit throws. The failure it
 * had, on empty GPOS anchors, is mended (fontkit-null-anchors.ts), and every cluster of the nine
 * faces shapes; should fontkit still throw on some text, an invoice must be issued all the same, so
 * the run is cut into the longest pieces that shape, down to single characters (drawn loose); the
 * text a reader extracts is unchanged (ActualText). Record 087.
 */
function shapedPieces(pdf: Pdf, text: string): string[] {
  if (shapes(pdf, text)) return [text]
  const units = [...graphemes.segment(text)].flatMap(({ segment }) =>
    shapes(pdf, segment) ? [segment] : [...segment].filter((character) => shapes(pdf, character)),
  )
  const pieces: string[] = []
  for (const unit of units) {
    const last = pieces.at(-1)
    if (last !== undefined && shapes(pdf, last + unit)) pieces[pieces.length - 1] = last + unit
    else pieces.push(unit)
  }
  return pieces
}

/**
 * Writes one line or paragraph at the cursor (or x, y), each run of it in the face of its script, in
 * the order typed; lines wrap across runs as in one text. An Indian run is drawn as shaped (a conjunct
 * is one glyph, a vowel sign may stand before its consonant), so a text with one is marked, whole, with
 * its text as typed (ActualText): a reader copies and searches 'क्षत्रिय', not the glyphs' visual order,
 * and a Latin address around it stays in one piece.
 */
export function write(pdf: Pdf, text: string, weight: Weight, options: WriteOptions = {}) {
  const { x, y, ...rest } = options
  const runs = faceRuns(text)
  let first = true
  const draw = (piece: string, continued: boolean) => {
    if (first && x !== undefined) pdf.text(piece, x, y, { ...rest, continued })
    else pdf.text(piece, { ...rest, continued })
    first = false
  }
  const drawRuns = () =>
    runs.forEach((run, index) => {
      setFace(pdf, run.face, weight)
      const pieces = isIndianFace(run.face) ? shapedPieces(pdf, run.text) : [run.text]
      for (const [at, piece] of pieces.entries()) draw(piece, index < runs.length - 1 || at < pieces.length - 1)
    })
  if (runs.some((run) => isIndianFace(run.face))) spanned(pdf, text, drawRuns)
  else drawRuns()
}

/** '₹ 1,180.00' right-aligned to `right`: the sign from the extended part, the figures from the Latin one. */
export function amount(pdf: Pdf, paise: number, right: number, y: number, weight: Weight) {
  const figures = formatRupees(paise)
  setFace(pdf, 'latin', weight)
  const width = pdf.widthOfString(figures)
  pdf.text(figures, right - width, y, { lineBreak: false })
  setFace(pdf, 'latin-ext', weight)
  const sign = '₹ '
  pdf.text(sign, right - width - pdf.widthOfString(sign), y, { lineBreak: false })
}
