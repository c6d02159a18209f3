/** Whether the connection has come back since the page started. */
let returned = false
/** Whether 'You are back online.' has been shown its whole time since the latest return. */
let announced = false

/**
 * Called once by the boot script. The layer that says "You are back online." loads once the page is
 * idle, which on a slow phone is seconds after it opened; a connection that returns before then would
 * otherwise go unmentioned.
 */
export function captureConnectionReturn(): void {
  window.addEventListener('online', () => {
    returned = true
    announced = false
  })
}

/** Whether the connection has dropped and come back since the page started. */
export function connectionHasReturned(): boolean {
  return returned
}

/** Whether the latest return is still to be announced (a notice that mounts now says it). */
export function connectionReturnUnannounced(): boolean {
  return returned && !announced
}

/** Called when the notice has been shown its whole time: a layer mounted later does not repeat it. */
export function markConnectionReturnAnnounced(): void {
  announced = true
}
