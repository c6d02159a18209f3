import { createHash } from 'node:crypto'
import type { Context } from 'hono'

declare module 'hono' {
  interface ContextVariableMap {
    /** The CSP sources that let this page's own inline scripts run (securityHeaders adds them). */
    inlineScriptSources: readonly string[]
  }
}

/** Script types the browser runs; a JSON block (`application/ld+json`) is data and needs no source. */
const runnable = /^(?:|module|text\/javascript|application\/javascript)$/i
const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * The `'sha256-…'` sources for the inline scripts in a page: the router's hydration state, which
 * the server renders into data pages and the build into every other page. Listing their hashes in
 * the page's policy lets exactly these scripts run while every other inline script stays banned.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElements)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!runnable.test(type) || text === '') continue
    sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...sources]
}

/** Marks the response's page as carrying these inline scripts. */
export function allowInlineScripts(c: Context, sources: readonly string[]): void {
  if (sources.length > 0) c.set('inlineScriptSources', sources)
}
