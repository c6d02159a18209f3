/**
 * The order contract (and zod with it) loads on demand like the plan schema (see load-plan-schema),
 * in parallel with the request whose answer it checks; an abandoned load is marked handled.
 */
export function loadOrderContract() {
  const loading = import('../../contracts/order')
  loading.catch(() => undefined)
  return loading
}
