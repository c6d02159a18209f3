import type { Db } from '../db/db.ts'
import type { AfterSent } from './outbox-message.ts'

/**
 * After the mail server took the e-mail with fresh links: every other link of those applications and
 * orders ends. Done again on a retry it changes nothing more, so a crash between the two is harmless
 * (the older links then work a little longer; nobody is cut off).
 */
export async function endOlderLinks(db: Db, links: AfterSent['endOlderLinks']): Promise<void> {
  const keep = JSON.stringify(links.keep)
  await db.transaction(async (tx) => {
    if (links.applicationIds.length > 0)
      await tx.query(
        `DELETE FROM applicant_tokens WHERE application_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)
           AND token_hash NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
        [JSON.stringify(links.applicationIds), keep],
      )
    if (links.orderIds.length > 0)
      await tx.query(
        `DELETE FROM order_tokens WHERE order_id IN (SELECT jsonb_array_elements_text($1::jsonb))
           AND token_hash NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
        [JSON.stringify(links.orderIds), keep],
      )
  })
}
