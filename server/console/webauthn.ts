import type { Context } from 'hono'
import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import { isHttps } from '../security/client-ip.ts'

/** A passkey ceremony must end within this long, and its challenge works once. */
const challengeMs = 5 * 60 * 1000

export interface RelyingParty {
  id: string
  origin: string
}

/**
 * Who passkeys belong to: SITE_URL's host when it is set (production), else the host the request
 * came to, so `http://localhost:<port>` works on a laptop (browsers accept localhost over HTTP).
 */
export function relyingParty(c: Context, siteUrl: string | null, trustProxyHops: number): RelyingParty {
  if (siteUrl !== null) {
    const site = new URL(siteUrl)
    return { id: site.hostname, origin: site.origin }
  }
  const host = c.req.header('host') ?? new URL(c.req.url).host
  const origin = `${isHttps(c, trustProxyHops) ? 'https' : 'http'}://${host}`
  return { id: new URL(origin).hostname, origin }
}

export async function storeChallenge(
  db: Queryable,
  challenge: string,
  purpose: 'register' | 'sign-in',
  staffId: number | null,
): Promise<void> {
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at < now()')
  await db.query(
    `INSERT INTO webauthn_challenges (challenge, purpose, staff_id, expires_at)
     VALUES ($1, $2, $3, now() + ($4 * interval '1 millisecond'))`,
    [challenge, purpose, staffId, challengeMs],
  )
}

/** Takes a challenge back (once): true when it was issued for this purpose (and staff member) and is still fresh. */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: 'register' | 'sign-in',
  staffId: number | null,
): Promise<boolean> {
  const row = await queryOne(
    db,
    z.object({ fresh: z.boolean() }),
    `DELETE FROM webauthn_challenges
     WHERE challenge = $1 AND purpose = $2 AND staff_id IS NOT DISTINCT FROM $3
     RETURNING expires_at > now() AS fresh`,
    [challenge, purpose, staffId],
  )
  return row?.fresh === true
}
