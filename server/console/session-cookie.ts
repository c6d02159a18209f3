import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sessionAbsoluteMs } from './staff-sessions.ts'

/**
 * The console's session cookie: `__Host-arcnova_console` over HTTPS (Secure, Path=/, no Domain, so
 * no sibling host can set or shadow it), plain `arcnova_console` over HTTP (development, tests).
 * Each scheme reads only its own name. The scheme is what consoleGuard noted (HTTPS when unknown).
 */
const name = 'arcnova_console'
const overHttps = (c: Context) => c.get('consoleHttps') !== false

export function readSessionCookie(c: Context): string | undefined {
  return overHttps(c) ? getCookie(c, name, 'host') : getCookie(c, name)
}

export function writeSessionCookie(c: Context, sessionId: string): void {
  const options = { httpOnly: true, sameSite: 'Strict', path: '/', maxAge: sessionAbsoluteMs / 1000 } as const
  if (overHttps(c)) setCookie(c, name, sessionId, { ...options, prefix: 'host', secure: true })
  else setCookie(c, name, sessionId, options)
}

export function clearSessionCookie(c: Context): void {
  if (overHttps(c)) deleteCookie(c, name, { prefix: 'host', secure: true, path: '/' })
  else deleteCookie(c, name, { path: '/' })
}
