import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import type { FlowSecrets } from './oidc-client.ts'

/** A trip to the provider must come back within this long. */
export const flowLifetimeMs = 10 * 60 * 1000

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex')

export interface Flow extends FlowSecrets {
  purpose: 'sign-in' | 'step-up'
  /** The step-up's session (its id hash): the callback confirms that session and no other. */
  sessionHash: string | null
  returnTo: string
  createdAt: Date
}

/**
 * The flow cookie: a random id that finds the flow's state, nonce and PKCE verifier on the server,
 * so the callback only works in the browser that started it. SameSite=Lax, as the provider's redirect
 * back is a navigation from another site; HttpOnly; `__Host-` over HTTPS; ten minutes.
 */
const name = 'arcnova_oidc'
const overHttps = (c: Context) => c.get('consoleHttps') !== false

/** Keeps a new flow; the cookie carries its id. */
export async function saveFlow(db: Queryable, c: Context, flow: Omit<Flow, 'createdAt'>): Promise<void> {
  const id = randomBytes(32).toString('base64url')
  // Every start clears the trips never finished, so the table never grows without bound.
  await db.query(`DELETE FROM oidc_flows WHERE created_at <= now() - ($1 * interval '1 millisecond')`, [flowLifetimeMs])
  await db.query(
    `INSERT INTO oidc_flows (id_hash, state, nonce, code_verifier, purpose, session_hash, return_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hashOf(id), flow.state, flow.nonce, flow.codeVerifier, flow.purpose, flow.sessionHash, flow.returnTo],
  )
  const options = { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: flowLifetimeMs / 1000 } as const
  if (overHttps(c)) setCookie(c, name, id, { ...options, prefix: 'host', secure: true })
  else setCookie(c, name, id, options)
}

/** The flow this browser started, taken once (a second callback with the same cookie finds nothing); the cookie goes too. */
export async function takeFlow(db: Queryable, c: Context): Promise<Flow | null> {
  const id = overHttps(c) ? getCookie(c, name, 'host') : getCookie(c, name)
  if (overHttps(c)) deleteCookie(c, name, { prefix: 'host', secure: true, path: '/' })
  else deleteCookie(c, name, { path: '/' })
  if (id === undefined || !/^[\w-]{43}$/.test(id)) return null
  const row = await queryOne(
    db,
    z.object({
      state: z.string(),
      nonce: z.string(),
      code_verifier: z.string(),
      purpose: z.enum(['sign-in', 'step-up']),
      session_hash: z.nullable(z.string()),
      return_to: z.string(),
      created_at: z.date(),
    }),
    `DELETE FROM oidc_flows WHERE id_hash = $1 AND created_at > now() - ($2 * interval '1 millisecond')
     RETURNING state, nonce, code_verifier, purpose, session_hash, return_to, created_at`,
    [hashOf(id), flowLifetimeMs],
  )
  return row === null
    ? null
    : {
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        purpose: row.purpose,
        sessionHash: row.session_hash,
        returnTo: row.return_to,
        createdAt: row.created_at,
      }
}
