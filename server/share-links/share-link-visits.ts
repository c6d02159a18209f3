import type { Queryable } from '../db/db.ts'

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

/**
 * One more visit to the link today (UTC). One atomic statement: many visits at once each add exactly
 * one, whichever of them creates the day's row. Nothing about the visitor is kept.
 */
export async function countVisit(db: Queryable, shareLinkId: number): Promise<void> {
  await db.query(
    `INSERT INTO share_link_visits (share_link_id, day, visits)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (share_link_id, day) DO UPDATE SET visits = share_link_visits.visits + 1`,
    [shareLinkId],
  )
}
