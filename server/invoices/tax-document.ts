import { z } from 'zod'
import { gstStates, isGstStateCode, type GstStateCode } from '../../src/contracts/gstin.ts'
import { taxInvoiceSettings } from '../../src/site/tax-invoice-settings.ts'
import { rupeesInWords } from './amount-in-words.ts'
import { indiaDate, taxDocumentSeries } from './tax-document-number.ts'
import { splitInclusiveTotal } from './tax-split.ts'

const paise = z.number().int().nonnegative()

/**
 * Everything printed on a tax invoice or credit note (CGST Rules, rule 46 and 53), kept with the
 * document as issued so that it renders the same years later, whatever the settings say by then.
 */
export const taxDocumentContent = z.object({
  series: z.enum(taxDocumentSeries),
  number: z.string(),
  /** The date in India (YYYY-MM-DD). */
  date: z.string(),
  seller: z.object({
    legalName: z.string(),
    address: z.array(z.string()),
    gstin: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
    /** The settings still held sample values: the document says 'Sample'. */
    sample: z.boolean(),
    /** Who signs for the seller (the settings' signatoryName); null on documents stored before it was kept. */
    signatory: z.string().nullable().default(null),
  }),
  /**
   * Null gstin: an unregistered buyer; null name and address too below ₹50,000 taxable, where the invoice
   * needs none (rule 46(f): from there the name, address and state are given at checkout).
   */
  buyer: z.object({
    name: z.string().nullable(),
    gstin: z.string().nullable(),
    address: z.array(z.string()).nullable(),
    stateCode: z.string().nullable(),
  }),
  placeOfSupply: z.object({ stateCode: z.string(), stateName: z.string() }),
  line: z.object({ description: z.string(), sac: z.string() }),
  tax: z.object({
    total: paise,
    taxable: paise,
    cgst: paise,
    sgst: paise,
    igst: paise,
    rateBasisPoints: z.number().int(),
    kind: z.enum(['intra-state', 'inter-state']),
  }),
  amountInWords: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  /** A credit note: the invoice it corrects, and why. */
  references: z.object({ number: z.string(), date: z.string() }).nullable(),
  reason: z.string().nullable(),
})
export type TaxDocumentContent = z.infer<typeof taxDocumentContent>

/** The business details stored with an order (src/contracts/business-details.ts), or null. */
export interface OrderBuyer {
  business_name: string
  gstin: string
  address: string
  state: GstStateCode
}

/** An unregistered buyer's name, address and state stored with the order (src/contracts/buyer-details.ts). */
export interface UnregisteredOrderBuyer {
  name: string
  address: string
  state: GstStateCode
}

const stateCode = z.string().refine(isGstStateCode)

/** The order's `buyer_details` column: a registered buyer's business, an unregistered buyer's name, or null. */
export const storedBuyerDetails = z
  .union([
    z.object({ business_name: z.string(), gstin: z.string(), address: z.string(), state: stateCode }),
    z.object({ name: z.string(), address: z.string(), state: stateCode }),
  ])
  .nullable()
  .catch(null)

/** The seller as the settings name it now (sample values flagged). */
export function sellerFromSettings(): TaxDocumentContent['seller'] {
  const t = taxInvoiceSettings
  return {
    legalName: t.legalName,
    address: [...t.address],
    gstin: t.gstin,
    stateCode: t.stateCode,
    stateName: gstStates[t.stateCode],
    sample: t.sample,
    signatory: t.signatoryName,
  }
}

/**
 * An invoice's content: the plan as the line, the tax split by where the buyer is. The buyer's
 * state (from the GSTIN, which the order checked against the address, or the state an unregistered
 * buyer gave from ₹50,000 taxable) is the place of supply; when no state is known, the supply is
 * taken to be in the seller's state.
 */
export function invoiceContent(input: {
  number: string
  issuedAt: Date
  orderId: string
  paymentId: string
  planName: string
  totalPaise: number
  buyer: OrderBuyer | UnregisteredOrderBuyer | null
}): TaxDocumentContent {
  const seller = sellerFromSettings()
  const buyer = input.buyer
  const placeCode = (buyer?.state ?? seller.stateCode) as GstStateCode
  const tax = splitInclusiveTotal(input.totalPaise, taxInvoiceSettings.taxRatePercent, placeCode === seller.stateCode)
  return {
    series: 'invoice',
    number: input.number,
    date: indiaDate(input.issuedAt),
    seller,
    buyer: {
      name: buyer === null ? null : 'gstin' in buyer ? buyer.business_name : buyer.name,
      gstin: buyer !== null && 'gstin' in buyer ? buyer.gstin : null,
      address: buyer ? buyer.address.split(/\r?\n/).filter((line) => line.trim() !== '') : null,
      stateCode: buyer?.state ?? null,
    },
    placeOfSupply: { stateCode: placeCode, stateName: gstStates[placeCode] },
    line: { description: `${input.planName} plan`, sac: taxInvoiceSettings.sacCode },
    tax,
    amountInWords: rupeesInWords(input.totalPaise),
    orderId: input.orderId,
    paymentId: input.paymentId,
    references: null,
    reason: null,
  }
}
