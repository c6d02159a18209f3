// The buyer's order page (/my-order, issue 44 item 4): the private link's rules are the applicant's
// (record 050): every request a POST with the token in its JSON body, never in an address.
import { z } from '../lib/schema.ts'

/** The link's token: 32 random bytes in base64url, as the receipt e-mail carries it after `#`. */
export const orderTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** POST /api/my-order/ body. */
export const orderRequestSchema = z.object({ token: z.string().check(z.regex(orderTokenPattern)) })

/** POST /api/my-order/document/ body: which of the order's documents to download, by its number. */
export const orderDocumentRequestSchema = z.object({
  token: z.string().check(z.regex(orderTokenPattern)),
  number: z.string().check(z.regex(/^[A-Za-z0-9/-]{1,16}$/)),
})

/** The order's status in the buyer's words: the page shows these exactly. */
export const orderStatusWords = { paid: 'Paid', refunded: 'Refunded' } as const

const taxDocumentSummary = z.object({
  number: z.string(),
  /** The document's date in India (YYYY-MM-DD). */
  date: z.string(),
  /** In paise. */
  total: z.int(),
})

/** POST /api/my-order/ answer. */
export const myOrderSchema = z.object({
  plan: z.string(),
  /** In paise, tax included. */
  amount: z.int(),
  /** When it was paid (ISO 8601). */
  paid_at: z.string(),
  status: z.enum(['paid', 'refunded']),
  invoice: z.nullable(taxDocumentSummary),
  /** Credit notes of refunds (issue 44 item 5): each downloads like the invoice, by its number. */
  credit_notes: z.array(taxDocumentSummary),
})
export type MyOrder = z.infer<typeof myOrderSchema>

export const myOrderMessages = {
  notFound: 'This link does not open an order. Copy the whole address from the receipt e-mail.',
  incomplete: 'This link is not complete: copy the whole address from the receipt e-mail.',
  lostLinkSent:
    'If an order was paid with that address, a fresh link for each is on its way by e-mail; the links sent before stop working once it has gone out. It can take a few minutes to arrive.',
} as const
