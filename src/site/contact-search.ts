/** The contact page's search params: `?subject=` prefills the form (e.g. a report request). */
export interface ContactSearch {
  subject?: string
}

export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  const subject = search.subject
  return typeof subject === 'string' && subject.trim() !== '' ? { subject: subject.slice(0, 200) } : {}
}
