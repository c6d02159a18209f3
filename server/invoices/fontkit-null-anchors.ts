type Pdf = PDFKit.PDFDocument

/**
 * fontkit 2.0.4, pdfkit's shaper, reads a mark-positioning anchor (GPOS lookup types 4, 5 and 6)
 * without checking that it is there. OpenType lets a font leave one empty (offset 0: this base has no
 * anchor for this class of mark in this subtable), and Noto Sans Gurmukhi (ਗੁ, ਸਿੰ), Telugu (శ్రీ) and
 * Malayalam (സ്ത) do, in their above-base marks (abvm): fontkit throws a TypeError and shapes nothing.
 * foliojs/fontkit#367 reports it; the fix, foliojs/fontkit#374, is open and unreleased.
 *
 * This does what HarfBuzz does (MarkArray::apply: "If this subtable doesn't have an anchor for this
 * base and this class, return false such that the subsequent subtables have a chance at it"): the
 * subtable does not apply, and the lookup tries its next one. Nothing else of fontkit changes. The
 * processor class is not exported, so it is reached through a font that pdfkit opened; a fontkit that
 * checks anchors itself never reaches the new branch. Record 087.
 */
const noAnchor = Symbol('no anchor in this subtable')
const mended = new WeakSet<object>()

interface GposProcessor {
  applyLookup(lookupType: number, table: unknown): boolean
  applyAnchor(markRecord: { markAnchor?: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void
}

function isGposProcessor(value: unknown): value is GposProcessor {
  return (
    typeof value === 'object' &&
    value !== null &&
    'applyLookup' in value &&
    typeof value.applyLookup === 'function' &&
    'applyAnchor' in value &&
    typeof value.applyAnchor === 'function'
  )
}

/** A property of an object of a library's own, or undefined: what pdfkit and fontkit keep is untyped. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined
}

/** Makes fontkit skip empty GPOS anchors, as HarfBuzz does, for the font the document has set (once per process). */
export function mendNullAnchors(pdf: Pdf) {
  const fontkitFont = field(field(pdf, '_font'), 'font')
  const processor = field(field(field(fontkitFont, '_layoutEngine'), 'engine'), 'GPOSProcessor')
  if (!isGposProcessor(processor)) return
  const prototype: unknown = Object.getPrototypeOf(processor)
  if (!isGposProcessor(prototype) || mended.has(prototype)) return
  mended.add(prototype)
  const { applyLookup, applyAnchor } = prototype
  prototype.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (baseAnchor == null || markRecord.markAnchor == null) throw noAnchor
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex)
  }
  prototype.applyLookup = function (this: GposProcessor, lookupType, table) {
    try {
      return applyLookup.call(this, lookupType, table)
    } catch (error) {
      if (error === noAnchor) return false
      throw error
    }
  }
}
