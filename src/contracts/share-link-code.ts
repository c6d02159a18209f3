// A tracked share link's code (record 065): the part after `/j/`, and how the site carries it from the
// link to an application. Plain constants and one regular expression: the careers page reads them in
// its first script, where zod is not loaded.

/** Base58 (Bitcoin's alphabet): letters and digits without 0, O, I and l, which read alike when printed. */
export const shareLinkAlphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
export const shareLinkCodeLength = 10

const codePattern = /^[1-9A-HJ-NP-Za-km-z]{10}$/

export function isShareLinkCode(value: unknown): value is string {
  return typeof value === 'string' && codePattern.test(value)
}

/** `/j/<code>`, on the site's public origin. */
export const shareLinkPath = (code: string) => `/j/${code}`

/** The job page's query parameter the server's redirect adds: `/job-openings?job=<id>&via=<code>`. */
export const shareLinkParam = 'via'

/** The application's optional form field that carries the code (server/applications). */
export const shareLinkField = 'share_link'

/** How long a device remembers the link it arrived through. */
export const shareLinkKeepDays = 7

/** What an application without a (valid) share link shows as its source. */
export const directSource = 'Direct'
