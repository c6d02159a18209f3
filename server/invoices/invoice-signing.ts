import { plainAddPlaceholder } from '@signpdf/placeholder-plain'
import { SignPdf } from '@signpdf/signpdf'
import PDFDocument from 'pdfkit'
import { ConfigError } from '../env-fields.ts'
import type { InvoiceSigning } from './invoice-signing-env.ts'
import { PadesSigner } from './pades-signer.ts'

/** PAdES's sub-filter: the signature is a detached CAdES (CMS) signature over the PDF's byte range. */
const padesSubFilter = 'ETSI.CAdES.detached'

/** Room for the CMS signature: a 4096-bit key's signature and a certificate chain of a few certificates. */
const signatureLength = 16_384

/**
 * Signs a rendered PDF with the configured certificate (an invisible signature field: the page prints
 * the signatory's name; a reader shows the certificate's). The signing time is now: the moment this
 * copy was signed, which a download later than the invoice's date shows as such.
 */
export async function signPdf(
  pdf: Buffer,
  signing: InvoiceSigning,
  details: { name: string; reason: string; location: string },
): Promise<Buffer> {
  const signingTime = new Date()
  const withField = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: details.reason,
    contactInfo: '',
    name: details.name,
    location: details.location,
    signingTime,
    signatureLength,
    subFilter: padesSubFilter,
    widgetRect: [0, 0, 0, 0],
  })
  return new SignPdf().sign(withField, new PadesSigner(signing), signingTime)
}

/** A one-page PDF to try the certificate on at start-up. */
function blankPdf(): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4' })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.end()
  return done
}

/**
 * Fails closed at start-up: a configured certificate that the password does not open, or whose key
 * matches none of its certificates, stops the server rather than leave invoices unsigned. The message
 * names the settings, never their values.
 */
export async function checkInvoiceSigning(signing: InvoiceSigning | null): Promise<void> {
  if (signing === null) return
  try {
    await signPdf(await blankPdf(), signing, { name: 'start-up check', reason: 'start-up check', location: '' })
  } catch {
    throw new ConfigError(
      'Invalid environment: INVOICE_SIGNING_P12 is not a PKCS#12 file that INVOICE_SIGNING_P12_PASSWORD opens, with a certificate matching its private key',
    )
  }
}
