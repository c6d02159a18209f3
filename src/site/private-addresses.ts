/**
 * Addresses that carry one person's data (the staff console, the applicant's page, the buyer's order page, the job alerts'
 * confirm/unsubscribe page, and their API calls). The service worker never answers or keeps them; the server sends their page as the bare
 * app shell (the console's with its frame), `no-store` and `noindex`. One list, read by the worker, the server and their tests.
 */
const privatePagePattern = /^\/(?:console|my-application|my-order|job-alerts)(?:\/|$)/i
const privateApiPattern = /^\/api\/(?:console|my-application|my-order|job-alerts)(?:\/|$)/i

export function isPrivatePage(pathname: string): boolean {
  return privatePagePattern.test(pathname)
}

/** The staff console's pages: the server sends them its own shell, with the console's frame. */
export function isConsolePage(pathname: string): boolean {
  return /^\/console(?:\/|$)/i.test(pathname)
}

export function isPrivateApi(pathname: string): boolean {
  return privateApiPattern.test(pathname)
}

/** For Workbox's NavigationRoute denylist. */
export const privatePageDenylist: readonly RegExp[] = [privatePagePattern]
