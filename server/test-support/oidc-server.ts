import { afterAll, beforeAll } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../db/db.ts'
import { singleSignOnPaths } from '../../src/contracts/single-sign-on.ts'
import { freePort } from './free-port.ts'
import type { OidcTestBrowser } from './oidc-browser.ts'
import { startTestProvider, type TestProvider } from './oidc-provider.ts'
import { startTestServer, type TestServer } from './test-server.ts'

/**
 * A console server that signs staff in through the tests' real provider (issue 64 item 6), started
 * before the describe block this is called in and stopped after it: SITE_URL is its own address, so
 * the callback the provider knows is the server's.
 */
export function oidcTestServer(env: Record<string, string> = {}) {
  let server: TestServer | undefined
  let provider: TestProvider | undefined
  const started = () => {
    if (server === undefined || provider === undefined)
      throw new Error('the single sign-on test server has not started')
    return { server, provider }
  }
  let siteUrl = ''
  /** What the server logged, as level, message and fields (the tests read why a callback was refused). */
  const logged: Array<{ message: string; fields: Record<string, unknown> }> = []
  const callbackUrl = () => `${siteUrl}${singleSignOnPaths.callback}`

  beforeAll(async () => {
    const port = await freePort()
    siteUrl = `http://127.0.0.1:${port}`
    provider = await startTestProvider(callbackUrl())
    server = await startTestServer(
      {
        PORT: String(port),
        SITE_URL: siteUrl,
        ...provider.env,
        OIDC_NAME: 'Arcnova ID',
        OIDC_ALLOWED_DOMAINS: 'arcnova.example',
        OIDC_ROLE_CLAIM: 'roles',
        // X-Forwarded-Proto: https is believed, as behind the company's proxy: the cookies' HTTPS names.
        TRUST_PROXY: '1',
        ...env,
      },
      { log: (_level, message, fields = {}) => logged.push({ message, fields }) },
    )
  }, 60_000)
  afterAll(async () => {
    await server?.cleanup()
    await provider?.close()
  })

  /** Opens the start route; the provider's authorization URL it redirects to. */
  async function start(browser: OidcTestBrowser, query = ''): Promise<URL> {
    const response = await browser.request(`${siteUrl}${singleSignOnPaths.start}${query}`)
    const location = response.headers.get('location')
    if (response.status !== 302 || location === null) throw new Error(`start answered ${response.status}`)
    return new URL(location)
  }

  /** The whole trip: start, the provider's pages (the URL changed first by `tamper`), the callback URL. */
  async function toCallback(
    browser: OidcTestBrowser,
    login: string,
    options: { query?: string; tamper?: (url: URL) => void } = {},
  ): Promise<URL> {
    const authorization = await start(browser, options.query)
    options.tamper?.(authorization)
    return browser.throughProvider(authorization.href, login, callbackUrl())
  }

  /** Opens the callback; where the console sent the browser next (its path and query). */
  async function callback(browser: OidcTestBrowser, url: URL): Promise<string> {
    const response = await browser.request(url.href)
    return new URL(response.headers.get('location') ?? '', siteUrl).href.slice(siteUrl.length)
  }

  const me = (browser: OidcTestBrowser) => browser.request(`${siteUrl}/api/console/me`)
  const staffRows = () =>
    queryRows(
      started().server.db,
      z.object({ email: z.string(), role: z.string(), password_hash: z.string() }),
      'SELECT email, role, password_hash FROM staff ORDER BY id',
    )
  const auditRows = (action: string) =>
    queryRows(
      started().server.db,
      z.object({ staff_email: z.string(), subject: z.string(), detail: z.string() }),
      'SELECT staff_email, subject, detail FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    )

  return {
    started,
    /** The codes of the callbacks refused since the last call. */
    refusals: () =>
      logged
        .splice(0)
        .filter((entry) => entry.message === 'single sign-on refused at the callback')
        .map((entry) => `${String(entry.fields.code)}: ${String(entry.fields.reason)}`),
    site: () => siteUrl,
    callbackUrl,
    start,
    toCallback,
    callback,
    me,
    staffRows,
    auditRows,
    /** Signed in through the provider as `login`: the browser holds the console's session. */
    async signIn(browser: OidcTestBrowser, login: string): Promise<string> {
      return callback(browser, await toCallback(browser, login))
    },
  }
}
