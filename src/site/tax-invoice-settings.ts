// The seller's details for tax invoices and credit notes (issue 44), apart from `settings.ts` so the
// shell every page loads does not carry them: only the server, the privacy text and the plans page (the tax
// rate, for when an unregistered buyer is named on the invoice) read them.

/**
 * The seller on the tax invoices and credit notes the server issues for plan purchases (issue 44,
 * record 068). SAMPLE VALUES until the company sets its own: while `sample` is true every invoice
 * and credit note is printed with 'Sample' across it. Prices are tax-inclusive; the rate splits
 * into CGST + SGST for buyers in `stateCode` (or of unknown state), IGST for other states. Issued
 * documents are kept `retentionYears` years (the CGST Act's 72 months after the annual return's
 * due date, rounded up), even after the buyer's e-mail and phone are erased.
 */
export const taxInvoiceSettings = {
  sample: true,
  legalName: 'Arcnova Consulting Private Limited',
  address: ['5th Floor, Brilliant Sapphire, Vijay Nagar', 'Indore, Madhya Pradesh 452010'],
  gstin: '23AAJCA4367K1ZI',
  /**
   * Who signs the invoices and credit notes for the company (rule 46(q)): printed under 'For <legal
   * name> — Authorised Signatory'; the digital signature is the certificate in INVOICE_SIGNING_P12.
   */
  signatoryName: 'Meera Joshi',
  stateCode: '23',
  taxRatePercent: 18,
  /** SAC 998315: hosting and IT infrastructure provisioning (what a plan's users, tasks and storage are). */
  sacCode: '998315',
  retentionYears: 8,
} as const
