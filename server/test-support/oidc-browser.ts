/**
 * A small browser for the single sign-on tests (issue 64 item 6): cookies per host, redirects taken one
 * at a time, and the provider's own login and consent forms filled in as a person would.
 */
export class OidcTestBrowser {
  private readonly jar = new Map<string, Map<string, string>>()

  /** One request, no redirect followed; its cookies kept. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
  ): Promise<Response> {
    const target = new URL(url)
    const cookies = [...(this.jar.get(target.host) ?? new Map<string, string>())].map(
      ([name, value]) => `${name}=${value}`,
    )
    const response = await fetch(target, {
      method: init.method ?? (init.form === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        ...(cookies.length === 0 ? {} : { Cookie: cookies.join('; ') }),
        ...(init.form === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
      },
      ...(init.form === undefined ? {} : { body: new URLSearchParams(init.form).toString() }),
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    })
    this.keep(target.host, response.headers.getSetCookie())
    return response
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name)
  }

  setCookie(host: string, name: string, value: string): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>()
    cookies.set(name, value)
    this.jar.set(host, cookies)
  }

  private keep(host: string, lines: string[]): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>()
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      const gone = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (gone) cookies.delete(name)
      else cookies.set(name, value)
    }
    this.jar.set(host, cookies)
  }

  /**
   * From the provider's authorization URL to the callback it redirects to, signing in as `login` on its
   * login page and agreeing on its consent page: the callback URL (code and state), not yet opened.
   */
  async throughProvider(authorizationUrl: string, login: string, callbackUrl: string): Promise<URL> {
    let next: { url: string; form?: Record<string, string> } = { url: authorizationUrl }
    for (let step = 0; step < 20; step += 1) {
      const response = await this.request(next.url, next.form === undefined ? {} : { form: next.form })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location !== null) {
        const to = new URL(location, next.url)
        if (to.href.startsWith(callbackUrl)) return to
        next = { url: to.href }
        continue
      }
      const page = await response.text()
      const prompt = /name="prompt" value="(login|consent)"/.exec(page)?.[1]
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
      if (response.status !== 200 || action === undefined)
        throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`)
      // A page that submits itself (the provider ending another account's session there) is submitted as it is.
      const hidden = Object.fromEntries(
        [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]),
      )
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any password' } : prompt === 'consent' ? { prompt } : hidden
      next = { url: new URL(action.replaceAll('&amp;', '&'), next.url).href, form }
    }
    throw new Error('the provider never sent the browser back')
  }
}
