import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db.ts'

/** How long a private link works: the privacy page's "12 months". */
export const tokenValidDays = 365

/** 32 random bytes, base64url: 256 bits, 43 characters (applicantTokenPattern). */
export function newApplicantToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps instead of the token: a copy of the table opens nothing. */
export function hashApplicantToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Issues a fresh link for an application and returns its token (never stored, never logged). */
export async function issueApplicantToken(db: Queryable, applicationId: number): Promise<string> {
  const token = newApplicantToken()
  await db.query(
    `INSERT INTO applicant_tokens (token_hash, application_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => ${tokenValidDays}))`,
    [hashApplicantToken(token), applicationId],
  )
  return token
}

/** The link's address: the token after `#`, so it never reaches the server's logs or a Referer header. */
export function applicantLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/my-application#${token}`
}
