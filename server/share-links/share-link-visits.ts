import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'

/**
 * Robots that fetch a link to show its preview (chat apps, social sites, mail) or to index it. Named
 * one by one: a loose /bot/ would also match phones such as Cubot's, whose visitors are real.
 */
const robotAgent =
  /facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp\/|linkedinbot|twitterbot|slackbot|telegrambot|discordbot|skypeuripreview|microsoftpreview|googlebot|google-inspectiontool|adsbot-google|bingbot|bingpreview|applebot|yandex|baiduspider|duckduckbot|pinterestbot|redditbot|embedly|iframely|vkshare|bitlybot|mastodon|crawler|spider/i

/**
 * Whether an opening of a share link counts as a visit: a real visitor's GET, not a HEAD, a browser's
 * prefetch or a preview robot's fetch (they would count every time the link is merely shown in a chat).
 */
export function countsAsVisit(request: Request): boolean {
  if (request.method !== 'GET') return false
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return false
  const agent = request.headers.get('user-agent') ?? ''
  return agent !== '' && !robotAgent.test(agent)
}

const today = "(now() AT TIME ZONE 'UTC')::date"

/** Each database's salt of the day as this process last read it: a visit then costs one round trip, not three. */
const saltsRead = new WeakMap<Queryable, { day: string; salt: string }>()

/**
 * Today's (UTC) salt, made by whichever instance first needs it: every instance hashes a network alike.
 * Kept in memory for the rest of its day (the row is only deleted once the day is over); on another
 * day by this process's clock, read again, and the database's own date decides.
 */
async function todaysSalt(db: Queryable): Promise<{ day: string; salt: string }> {
  const kept = saltsRead.get(db)
  if (kept?.day === new Date().toISOString().slice(0, 10)) return kept
  await db.query(`INSERT INTO share_link_day_salts (day, salt) VALUES (${today}, $1) ON CONFLICT (day) DO NOTHING`, [
    randomBytes(32).toString('hex'),
  ])
  const row = await queryOne(
    db,
    z.object({ day: z.string(), salt: z.string() }),
    `SELECT day::text AS day, salt FROM share_link_day_salts WHERE day = ${today}`,
  )
  if (row === null) throw new Error('no salt for today')
  saltsRead.set(db, row)
  return row
}

/**
 * One more visit to the link today (UTC), unless this client network (`network`: an IPv4 address or
 * IPv6 /64, rateLimitKey) has visited it today already. The first of many openings at once inserts the
 * visitor's row and adds one; the rest find the row and add nothing. Kept of the visitor: a hash of the
 * network with today's salt, deleted with the salt once the day is over (sweepShareLinkVisitors).
 */
export async function countVisit(db: Queryable, shareLinkId: number, network: string): Promise<void> {
  const { day, salt } = await todaysSalt(db)
  const visitor = createHash('sha256').update(`${salt}:${network}`).digest('hex')
  await db.query(
    `WITH seen AS (
       INSERT INTO share_link_visitors (share_link_id, day, visitor) VALUES ($1, $2::date, $3)
       ON CONFLICT DO NOTHING RETURNING day)
     INSERT INTO share_link_visits (share_link_id, day, visits)
     SELECT $1, day, 1 FROM seen
     ON CONFLICT (share_link_id, day) DO UPDATE SET visits = share_link_visits.visits + 1`,
    [shareLinkId, day, visitor],
  )
}

/** Housekeeping: the hashed visitors and salts of days that are over. */
export async function sweepShareLinkVisitors(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM share_link_visitors WHERE day < ${today}`)
  await db.query(`DELETE FROM share_link_day_salts WHERE day < ${today}`)
}
