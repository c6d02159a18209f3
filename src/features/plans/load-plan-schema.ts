/**
 * The plan schemas (and zod with them) load on demand, in parallel with the request whose answer
 * they check, so that setting them up is a task of its own rather than part of the plans page's
 * first script. Callers start it before their request and may give up when the request fails:
 * the load is marked handled here so that an abandoned one is not an unhandled rejection offline.
 */
export function loadPlanSchema() {
  const loading = import('./plan-schema')
  loading.catch(() => undefined)
  return loading
}
