/**
 * The faces the pages use (family and weight, as their @font-face rules declare them): the page
 * shows once these have settled, and the build preloads these alone. Open Sans 300 is declared for
 * the design but no page sets it (checked on every page), so the browser never fetches it and
 * nothing waits for it: 12 KB less before the first paint on a slow first visit.
 */
export const webFontFaces = [
  { family: 'Roboto', weight: '400' },
  { family: 'Roboto', weight: '500' },
  { family: 'Roboto', weight: '700' },
  { family: 'Open Sans', weight: '400' },
  { family: 'Open Sans', weight: '600' },
] as const

export const fontTimeoutMs = 3000

/** What this module reads of a FontFace. */
type Face = { family: string; weight: string; status: FontFaceLoadStatus; load(): Promise<unknown> }
type Wanted = (typeof webFontFaces)[number]

/** FontFace.family keeps the quotes of the rule ('"Open Sans"' in Chromium). */
const isFace = (face: Face, { family, weight }: Wanted) =>
  face.family.replace(/["']/g, '') === family && face.weight === weight

/**
 * The page's own FontFace objects for the design's faces: the first rule of each family and
 * weight. The build writes each face as two rules (server/build/vite/web-fonts.ts), the characters
 * nearly every page uses first and then the rest of the latin set, which the browser fetches only
 * for a page showing one of those characters; the set lists CSS faces in rule order. The dev
 * server's single rule per face holds everything. Reading the objects is cheap; asking the
 * FontFaceSet by a CSS font string (`check`, `load`) makes the browser parse the string and match
 * it against every font it knows, system fonts included: 1-11 ms on the first call, in the boot
 * script's one task, before the page shows.
 */
function designFaces(fonts: Iterable<Face>): Face[] {
  const faces = Array.from(fonts)
  return webFontFaces.flatMap((wanted) => faces.find((face) => isFace(face, wanted)) ?? [])
}

/** True when every face the design uses has loaded (a page without the font rules is never ready). */
export function webFontsReady(fonts: Iterable<Face> = document.fonts): boolean {
  const faces = designFaces(fonts)
  return faces.length === webFontFaces.length && faces.every((face) => face.status === 'loaded')
}

/** Resolves when every face has loaded or failed, or after `timeoutMs`: whichever is first. */
export function waitForWebFonts(fonts: Iterable<Face> = document.fonts, timeoutMs = fontTimeoutMs): Promise<void> {
  const settled = Promise.allSettled(designFaces(fonts).map((face) => face.load())).then(() => undefined)
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))
  return Promise.race([settled, timeout])
}
