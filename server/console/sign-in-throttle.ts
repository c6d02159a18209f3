import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { z } from 'zod'
import { queryOne, type Db, type Queryable } from '../db/db.ts'
import { clientIp } from '../security/client-ip.ts'
import { rateLimitKey } from '../security/rate-limit-key.ts'

/**
 * Sign-in throttling (records 047, 057). An attempt is written before its password is checked, under a
 * lock per client, so parallel guesses are counted as they arrive: per e-mail and client pair 5 in
 * 15 minutes, per client 20, then 429. A client is an IPv4 address or an IPv6 /64 (throttleClientHash). Attempts for one e-mail from every address together only
 * slow the answer down (capped), so nobody can lock a staff member out from somewhere else.
 */
export const throttleWindowMinutes = 15
export const attemptsPerPair = 5
export const attemptsPerAddress = 20
/** From this many recent attempts for one e-mail (all addresses), answers wait: 250 ms, doubling, at most 4 s. */
export const slowdownFrom = 5
const slowdownCapMs = 4000
// The two-key form of advisory locks: its key space is apart from the migrations' single key.
const lockSpace = 4_242_047

/**
 * The client every sign-in throttle counts for, hashed: its IPv4 address, or its IPv6 /64 (the
 * POST limit's rateLimitKey), since one subscriber holds a whole /64 and could rotate through it.
 */
export function throttleClientHash(c: Context, trustProxyHops: number): string {
  return createHash('sha256')
    .update(rateLimitKey(clientIp(c, trustProxyHops)))
    .digest('hex')
}

export type Admission = { admitted: true; emailAttempts: number } | { admitted: false; retryAfter: number }

/** Counts this attempt, or refuses it (with seconds until one more would be admitted) without counting it. */
export function admitAttempt(db: Db, emailHash: string, clientHash: string): Promise<Admission> {
  return db.transaction(async (tx): Promise<Admission> => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [lockSpace, clientHash])
    const counts = await queryOne(
      tx,
      z.object({ by_pair: z.number(), by_client: z.number(), pair_retry: z.number(), client_retry: z.number() }),
      `SELECT count(*) FILTER (WHERE email_hash = $2)::int AS by_pair,
              count(*)::int AS by_client,
              COALESCE(ceil(extract(epoch FROM min(at) FILTER (WHERE email_hash = $2) + make_interval(mins => $3) - clock_timestamp())), 0)::int AS pair_retry,
              COALESCE(ceil(extract(epoch FROM min(at) + make_interval(mins => $3) - clock_timestamp())), 0)::int AS client_retry
       FROM sign_in_attempts
       WHERE client_hash = $1 AND at > clock_timestamp() - make_interval(mins => $3)`,
      [clientHash, emailHash, throttleWindowMinutes],
    )
    if (counts !== null && counts.by_pair >= attemptsPerPair)
      return { admitted: false, retryAfter: Math.max(counts.pair_retry, 1) }
    if (counts !== null && counts.by_client >= attemptsPerAddress)
      return { admitted: false, retryAfter: Math.max(counts.client_retry, 1) }
    await tx.query('DELETE FROM sign_in_attempts WHERE at < clock_timestamp() - make_interval(mins => $1)', [
      throttleWindowMinutes,
    ])
    await tx.query('INSERT INTO sign_in_attempts (email_hash, client_hash, at) VALUES ($1, $2, clock_timestamp())', [
      emailHash,
      clientHash,
    ])
    const byEmail = await queryOne(
      tx,
      z.object({ attempts: z.number() }),
      `SELECT count(*)::int AS attempts FROM sign_in_attempts
       WHERE email_hash = $1 AND at > clock_timestamp() - make_interval(mins => $2)`,
      [emailHash, throttleWindowMinutes],
    )
    return { admitted: true, emailAttempts: byEmail?.attempts ?? 1 }
  })
}

/** How long to hold an answer back, from the attempts for this e-mail before this one (any address). */
export function slowdownMs(emailAttempts: number): number {
  const before = emailAttempts - 1
  return before < slowdownFrom ? 0 : Math.min(250 * 2 ** (before - slowdownFrom), slowdownCapMs)
}

/** A successful sign-in: its own attempt and the pair's failures no longer count. */
export async function forgetPair(db: Queryable, emailHash: string, clientHash: string): Promise<void> {
  await db.query('DELETE FROM sign_in_attempts WHERE email_hash = $1 AND client_hash = $2', [emailHash, clientHash])
}
