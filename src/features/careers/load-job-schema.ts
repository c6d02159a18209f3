/**
 * The job schema (and zod with it) loads on demand, in parallel with the data it checks, so that
 * setting it up is a task of its own rather than part of the careers page's first script.
 * Callers start it before their request and may return early (request failed): the load is
 * marked handled here so that such an abandoned load is not an unhandled rejection offline.
 */
export function loadJobSchema() {
  const loading = import('./job-schema')
  loading.catch(() => undefined)
  return loading
}
