/** The faces the design uses; each must be active (or have failed) before the app shows. */
export const webFontFaces = [
  '400 1em Roboto',
  '500 1em Roboto',
  '700 1em Roboto',
  '300 1em "Open Sans"',
  '400 1em "Open Sans"',
  '600 1em "Open Sans"',
] as const

export const fontTimeoutMs = 3000

type FontSet = Pick<FontFaceSet, 'check' | 'load'>

export function webFontsReady(fonts: FontSet = document.fonts): boolean {
  return webFontFaces.every((face) => fonts.check(face))
}

/** Resolves when every face has loaded or failed, or after `timeoutMs`: whichever is first. */
export function waitForWebFonts(fonts: FontSet = document.fonts, timeoutMs = fontTimeoutMs): Promise<void> {
  const settled = Promise.allSettled(webFontFaces.map((face) => fonts.load(face))).then(() => undefined)
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))
  return Promise.race([settled, timeout])
}
