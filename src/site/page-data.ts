/**
 * The data a data page (`/job-openings`, `/products`) was rendered with on the server, embedded in
 * the page as a JSON block so the browser hydrates with exactly what the HTML shows instead of
 * fetching it again. The payloads are the API's own answers (`/api/jobs/`, `/api/plans/`), read by
 * the same code as those.
 */
export interface PageData {
  jobs?: unknown
  plans?: unknown
  /** Set by the service worker when it answered with its last copy of the page (offline). */
  savedAt?: string
}

/** What every route's loader receives: the server renderer passes the data it renders with. */
export interface RouterContext {
  pageData?: PageData
}

export const pageDataElementId = 'page-data'

/** The pages the server renders at request time with the current data (the others are built once). */
export const dataPagePaths = ['/job-openings', '/products'] as const
