import { pageBodyMark, pageHeadEnd, pageHeadStart, pageStylesMark } from '../../src/site/preview-tags.ts'

/** The parts of a page that differ from page to page, each filled in where the template marks it. */
export interface PageParts {
  styles?: string
  /** Goes between the head's start and end marks, which stay so the server can replace it again. */
  head?: string
  body?: string
}

/**
 * A page made from the build's template (server/build/vite/page-template.ts marks it): used by the
 * build-time prerender for every page and by the server for the data pages it renders per request.
 * A part not given leaves its mark for a later fill.
 */
export function fillPage(template: string, { styles, head, body }: PageParts): string {
  let html = template
  if (styles !== undefined) html = replaceMark(html, pageStylesMark, styles)
  if (head !== undefined) {
    const start = html.indexOf(pageHeadStart)
    const end = html.indexOf(pageHeadEnd)
    if (start >= 0 && end > start) html = `${html.slice(0, start + pageHeadStart.length)}${head}${html.slice(end)}`
  }
  if (body !== undefined) html = replaceMark(html, pageBodyMark, body)
  return html
}

function replaceMark(html: string, mark: string, content: string): string {
  const at = html.indexOf(mark)
  return at < 0 ? html : `${html.slice(0, at)}${content}${html.slice(at + mark.length)}`
}
