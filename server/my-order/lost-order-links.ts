import { z } from 'zod'
import { settings } from '../../src/site/settings.ts'
import { queryRows, type Db } from '../db/db.ts'
import type { AfterSent, OutboxMail } from '../delivery/outbox-message.ts'
import type { ApplicantMail } from '../notify/smtp-mail.ts'
import { hashOrderToken, issueOrderToken, orderLink, orderLinkValidYears } from './order-tokens.ts'

/** 'Lost your order link?': one fresh link per order paid with the address. */
export function lostOrderLinksMail(
  to: string,
  links: ReadonlyArray<{ planName: string; link: string }>,
): ApplicantMail {
  return {
    to,
    subject: `Your ${links.length === 1 ? 'order' : 'orders'} at ${settings.companyName}`,
    text: [
      'You (or someone who typed your address) asked for the links to your orders. Here they are:',
      '',
      ...links.flatMap(({ planName, link }) => [`${planName} plan:`, link, '']),
      `Each link works for ${orderLinkValidYears} years. Keep it to yourself: whoever has it can see the order and download its invoice.`,
      'Links sent earlier no longer work. If you did not ask, you can ignore this e-mail.',
    ].join('\n'),
  }
}

/**
 * 'Lost your order link?', composed by the delivery worker: a fresh link for every paid order whose
 * payment carries the address (matched ignoring letter case); the older links end once the mail server
 * has taken this e-mail (afterSent). Null when the address paid for nothing.
 */
export async function composeLostOrderLinks(
  db: Db,
  siteUrl: string,
  email: string,
): Promise<{ mail: OutboxMail; afterSent: AfterSent } | null> {
  const orders = await queryRows(
    db,
    z.object({ order_id: z.string(), plan_name: z.string(), buyer_email: z.string() }),
    `SELECT DISTINCT ON (o.order_id) o.order_id, p.name AS plan_name, pay.buyer_email
       FROM orders o JOIN plans p ON p.id = o.plan_id JOIN payments pay ON pay.order_id = o.order_id
      WHERE lower(pay.buyer_email) = lower($1) AND o.status IN ('paid', 'refunded')
      ORDER BY o.order_id, pay.created_at DESC LIMIT 50`,
    [email],
  )
  if (orders.length === 0) return null
  const issued = await db.transaction(async (tx) => {
    const fresh = []
    for (const order of orders) {
      const token = await issueOrderToken(tx, order.order_id)
      fresh.push({ planName: order.plan_name, link: orderLink(siteUrl, token), hash: hashOrderToken(token) })
    }
    return fresh
  })
  return {
    // To the address as the payment stored it.
    mail: { ...lostOrderLinksMail(orders[0]?.buyer_email ?? email, issued), sender: 'company' },
    afterSent: {
      endOlderLinks: {
        applicationIds: [],
        orderIds: orders.map((order) => order.order_id),
        keep: issued.map((link) => link.hash),
      },
    },
  }
}
