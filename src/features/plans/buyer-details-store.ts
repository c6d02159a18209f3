import type { BuyerDetails } from '../../contracts/buyer-details'

/**
 * An unregistered buyer's name, address and state (issue 61 item 3), for this page only: never stored on
 * the device (the privacy page says so), sent only with the order of a plan they were given for.
 */
let given: { details: BuyerDetails; planIds: Set<number> } | null = null

/** Keeps the details for the plan's order (and as the dialog's starting values for another plan). */
export function saveBuyerDetails(planId: number, details: BuyerDetails): void {
  given = { details, planIds: new Set([...(given?.planIds ?? []), planId]) }
}

/** What was last given, to start the dialog from. */
export function lastBuyerDetails(): BuyerDetails | null {
  return given?.details ?? null
}

/** The details to send with an order for this plan, or undefined when none were given for it. */
export function buyerDetailsFor(planId: number): BuyerDetails | undefined {
  return given?.planIds.has(planId) ? given.details : undefined
}

export function forgetBuyerDetails(): void {
  given = null
}
