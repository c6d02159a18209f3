/** When the connection last came back (performance.now()), since the page started. */
let returnedAt: number | undefined

/**
 * Called once by the boot script. The layer that says "You are back online." loads after the page
 * is interactive; a connection that returns before then would otherwise go unmentioned.
 */
export function captureConnectionReturn(): void {
  window.addEventListener('online', () => {
    returnedAt = performance.now()
  })
}

/** Milliseconds since the connection came back, or undefined if it has not dropped and returned. */
export function msSinceConnectionReturned(): number | undefined {
  return returnedAt === undefined ? undefined : performance.now() - returnedAt
}
