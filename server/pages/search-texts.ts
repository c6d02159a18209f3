/**
 * The visitor's own words the careers page shows: the search field's value, and a location no job
 * has (the page adds it to the location list as an option of its own). A location one of the jobs
 * has is one of the list's options, not the visitor's text: it is part of the render's key instead.
 */
export interface SearchTexts {
  q?: string
  location?: string
}

/** A rendered body cut where its search texts are: `parts` around them, `slots` saying whose text goes in each gap. */
export interface TextTemplate {
  parts: readonly string[]
  slots: ReadonlyArray<keyof SearchTexts>
}

/** React's escaping of text and attribute values (escapeTextForBrowser), so that a filled page is what React writes. */
export function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (char) => htmlEscapes[char] ?? char)
}

const htmlEscapes: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }

interface Cut {
  start: number
  end: number
  slot: keyof SearchTexts
}

/**
 * The body rendered with `texts`, cut where the page shows them: the search field's `value` and the
 * added location's option. Throws when a field is there without the text it was rendered with (the
 * page changed: its texts would not be replaced).
 */
export function cutTexts(body: string, texts: SearchTexts): TextTemplate {
  const cuts: Cut[] = []
  const field = texts.q === undefined ? null : /<input id="careers-q"[^>]*>/.exec(body)
  if (field !== null && texts.q !== undefined) {
    const value = escapeHtml(texts.q)
    const at = field[0].indexOf(` value="${value}"`)
    if (at < 0) throw new Error('the search field does not show the search it was rendered with')
    const start = field.index + at + ' value="'.length
    cuts.push({ start, end: start + value.length, slot: 'q' })
  }
  const list = texts.location === undefined ? null : /<select id="careers-location"[^>]*>[\s\S]*?<\/select>/.exec(body)
  if (list !== null && texts.location !== undefined) {
    const text = escapeHtml(texts.location)
    const at = list[0].indexOf(`<option value="${text}" selected="">${text}</option>`)
    if (at < 0) throw new Error('the location list does not show the location it was rendered with')
    const value = list.index + at + '<option value="'.length
    const label = value + text.length + '" selected="">'.length
    cuts.push({ start: value, end: value + text.length, slot: 'location' })
    cuts.push({ start: label, end: label + text.length, slot: 'location' })
  }
  cuts.sort((a, b) => a.start - b.start)
  const parts: string[] = []
  let from = 0
  for (const cut of cuts) {
    parts.push(body.slice(from, cut.start))
    from = cut.end
  }
  parts.push(body.slice(from))
  return { parts, slots: cuts.map((cut) => cut.slot) }
}

/** The body with these texts where the template's were: what React writes for them, without rendering. */
export function fillTexts({ parts, slots }: TextTemplate, texts: SearchTexts): string {
  let body = parts[0] ?? ''
  slots.forEach((slot, index) => {
    body += escapeHtml(texts[slot] ?? '') + (parts[index + 1] ?? '')
  })
  return body
}
