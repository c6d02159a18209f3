/** Multi-line job text as paragraphs: one per non-blank line. */
export function toParagraphs(text: string | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export const locationFallback = 'Location not specified'
