import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { expect } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import type { TestServer } from './test-server.ts'

// The site `npm test` builds first (OUT_DIR for side-by-side builds): its own server renderer.
export const builtSite = path.resolve(process.env.OUT_DIR ?? 'dist')
export const builtEntry = path.join(builtSite, '.server', 'entry-server.js')
export const hasRenderer = existsSync(builtEntry)

/** The page's inline scripts that run (not JSON blocks). */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

/** The page's policy lets exactly its own inline scripts run. */
export function expectPolicyAllowsItsScripts(response: Response, html: string) {
  const scriptSources = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
  const hashes = scriptSources.split(' ').filter((source) => source.startsWith("'sha256-"))
  expect(hashes).toEqual(
    inlineScripts(html).map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`),
  )
  expect(scriptSources).not.toContain('unsafe-inline')
}

/** The job titles the page's HTML shows (the cards' headings). */
export const titles = (html: string) =>
  [...html.matchAll(/<h2 id="job-\d+-title"[^>]*><a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1])

/** An open job, added straight to the database as the console does: no rebuild, no restart. */
export async function addJob(server: TestServer, name: string, overview: string): Promise<number> {
  const row = await queryOne(
    server.db,
    z.object({ id: z.number() }),
    `INSERT INTO jobs (job_name, location, pay, job_type, job_overview)
     VALUES ($1, 'Pune, Maharashtra', '₹30,00,000 – ₹40,00,000 a year', 'Full-time', $2) RETURNING id`,
    [name, overview],
  )
  return row?.id ?? 0
}

/**
 * The loader data of the page's route in the router's dehydrated state, got by running the page's
 * script as the browser would (it defines `$_TSR`); undefined when the page has none.
 */
export function routerLoaderData(html: string, routeId: string): unknown {
  const [script, ...others] = inlineScripts(html)
  if (script === undefined) return undefined
  expect(others).toEqual([])
  const page = vm.createContext({ document: { currentScript: { previousElementSibling: null, remove() {} } } })
  vm.runInContext('self = globalThis', page)
  vm.runInContext(script, page)
  const state = z
    .object({ router: z.object({ matches: z.array(z.object({ i: z.string(), l: z.unknown().optional() })) }) })
    .parse(page.$_TSR)
  // A match's id in the state spells the route's path with # for / (`#products#products`).
  return state.router.matches.find((match) => match.i.startsWith(`${routeId.replaceAll('/', '#')}#`))?.l
}
