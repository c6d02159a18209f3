/**
 * The data a data page (`/job-openings`, `/products`, `/privacy`) is rendered with on the server: the
 * API's own answers (`/api/jobs/`, `/api/plans/`, `/api/retention/`), read by the same code as those.
 * The route's loader reads it, and the router's dehydrated state carries what the loader made to the
 * browser, which hydrates with exactly what the HTML shows instead of fetching it again.
 */
export interface PageData {
  jobs?: unknown
  plans?: unknown
  /** The server's retention figures (src/contracts/retention-figures.ts), on every page it renders; the root route reads them. */
  retention?: unknown
}

/** What every route's loader receives: the server renderer passes the data it renders with. */
export interface RouterContext {
  pageData?: PageData
}

/** The pages the server renders at request time with the current data (the others are built once). */
export const dataPagePaths = ['/job-openings', '/products', '/privacy'] as const
