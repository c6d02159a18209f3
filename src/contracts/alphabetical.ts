/**
 * Alphabetical order with case and accents set aside ("Zürich" files under Z), for lists the pages
 * show (locations, states). Not localeCompare or Intl.Collator: the first comparison makes Chromium
 * load its ICU collation data, a 9–35 ms task (25–35 ms on a desktop CPU as the job list first
 * rendered; 9–12 ms on this project's bench machine when the plans page's module was evaluated, ~100 ms
 * of Lighthouse's blocking time at 8×), right while a page starts.
 */
export function alphabeticalKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** `items` sorted by `name` in alphabetical order (a new array; equal keys keep their order). */
export function sortAlphabetically<T>(items: Iterable<T>, name: (item: T) => string): T[] {
  const keyed = [...items].map((item) => ({ item, key: alphabeticalKey(name(item)) }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return keyed.map(({ item }) => item)
}
