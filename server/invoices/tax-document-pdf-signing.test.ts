import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../env-fields.ts'
import { pdfText } from '../test-support/pdf-text.ts'
import { pdfFonts, pdfSignatureParts, pdfSignatures } from '../test-support/pdf-tools.ts'
import { checkInvoiceSigning } from './invoice-signing.ts'
import { type InvoiceSigning, invoiceSigningEnv, readInvoiceSigning } from './invoice-signing-env.ts'
import { invoiceContent } from './tax-document.ts'
import { renderTaxDocumentPdf } from './tax-document-pdf.ts'

// A throwaway self-signed certificate and key, made with openssl as a company would make its .p12.
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-signing-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const p12File = path.join(dir, 'signer.p12')
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
  '-subj', '/CN=Meera Joshi/O=Arcnova Consulting Private Limited',
  '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
], { stdio: 'ignore' }) // biome-ignore format: one argument per flag reads best
execFileSync('openssl', [
  'pkcs12', '-export', '-inkey', path.join(dir, 'key.pem'), '-in', path.join(dir, 'cert.pem'),
  '-out', p12File, '-passout', 'pass:invoice-test',
], { stdio: 'ignore' }) // biome-ignore format: one argument per flag reads best
const signing: InvoiceSigning = { p12: readFileSync(p12File), passphrase: 'invoice-test' }

const issued = invoiceContent({
  number: 'INV/26-27/0042',
  issuedAt: new Date('2026-11-27T06:00:00Z'),
  orderId: 'order_Sign00000001',
  paymentId: 'pay_Sign000000001',
  planName: 'Enterprise',
  totalPaise: 2_499_900,
  buyer: { business_name: 'राम कुमार शर्मा', gstin: '29AAPFU0939F1ZR', address: 'MG Road\nBengaluru', state: '29' },
})
// The company's own details (the settings' sample flag off): signed, nothing on it is a sample.
const invoice = { ...issued, seller: { ...issued.seller, sample: false } }
const creditNote = {
  ...invoice,
  series: 'credit-note' as const,
  number: 'CN/26-27/0001',
  references: { number: invoice.number, date: invoice.date },
  reason: 'Full refund of the order',
}

describe('the signature on invoices and credit notes (issue 61 item 2)', () => {
  it.each([
    ['invoice', invoice],
    ['credit note', creditNote],
  ])(
    'a signed %s: pdfsig finds a valid PAdES signature by the certificate, and the page names the signatory',
    async (_, doc) => {
      const pdf = await renderTaxDocumentPdf(doc, signing)
      const report = await pdfSignatures(pdf)
      expect(report).toContain('Signature Validation: Signature is Valid.')
      expect(report).toContain('Signer Certificate Common Name: Meera Joshi')
      expect(report).toContain('Signature Type: ETSI.CAdES.detached')
      expect(report).toContain('Total document signed')
      const text = await pdfText(pdf)
      expect(text).toContain('For Arcnova Consulting Private Limited — Authorised Signatory')
      expect(text).toMatch(/Authorised Signatory\s+Meera Joshi/)
      expect(text).not.toContain('needs no signature')
      expect(text).not.toContain('Sample')
      // Still the document it was: the buyer's name and the total read back, fonts embedded.
      expect(text.normalize('NFC')).toContain('राम कुमार शर्मा')
      expect(text).toMatch(/₹ 24,999\.00/)
      expect((await pdfFonts(pdf)).every((font) => font.embedded && font.subset)).toBe(true)
    },
  )

  it('a signed invoice is PAdES baseline B: CAdES sub-filter, signing-certificate-v2 naming the certificate by its SHA-256', async () => {
    const { subFilter, cms } = pdfSignatureParts(await renderTaxDocumentPdf(invoice, signing))
    expect(subFilter).toBe('ETSI.CAdES.detached')
    // The CMS as OpenSSL reads it: its signed attributes, the certificate attribute's hash.
    const printed = execFileSync('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER'], { input: cms }).toString()
    const signedAttributes = printed.slice(printed.indexOf('signedAttrs:'), printed.indexOf('signatureAlgorithm:'))
    expect([...signedAttributes.matchAll(/object: (\S+) \(([\d.]+)\)/g)].map(([, name]) => name)).toEqual([
      'contentType',
      'messageDigest',
      'id-smime-aa-signingCertificateV2',
    ])
    const certificate = new X509Certificate(readFileSync(path.join(dir, 'cert.pem')))
    const certHash = /signingCertificateV2[\s\S]*?OCTET STRING\s+\[HEX DUMP\]:([0-9A-F]+)/.exec(signedAttributes)?.[1]
    expect(certHash).toBe(createHash('sha256').update(certificate.raw).digest('hex').toUpperCase())
  })

  it('an unsigned document carries the signatory line and says it is a sample, not that it needs no signature', async () => {
    const pdf = await renderTaxDocumentPdf(invoice, null)
    const text = await pdfText(pdf)
    expect(text).toContain('For Arcnova Consulting Private Limited — Authorised Signatory')
    expect(text).toContain('Sample: not signed by the seller, not a valid tax document.')
    expect(text).not.toContain('needs no signature')
    expect(await pdfSignatures(pdf)).toContain('does not contain any signatures')
  })

  it('reads the certificate from a path or from base64, and refuses a value that is neither', () => {
    const env = (value: string, password = 'invoice-test') =>
      invoiceSigningEnv.parse({ INVOICE_SIGNING_P12: value, INVOICE_SIGNING_P12_PASSWORD: password })
    expect(readInvoiceSigning(env(p12File), '/')?.p12).toEqual(signing.p12)
    expect(readInvoiceSigning(env(signing.p12.toString('base64')), '/')?.p12).toEqual(signing.p12)
    expect(readInvoiceSigning(invoiceSigningEnv.parse({}), '/')).toBeNull()
    expect(() => readInvoiceSigning(env('certs/missing.p12'), dir)).toThrow(ConfigError)
  })

  it('fails closed at start-up on a wrong password, naming the settings but not the secret', async () => {
    const wrong = { ...signing, passphrase: 'not-the-password' }
    const error = await checkInvoiceSigning(wrong).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConfigError)
    expect(String(error)).toContain('INVOICE_SIGNING_P12_PASSWORD')
    expect(String(error)).not.toContain('not-the-password')
    await expect(checkInvoiceSigning(signing)).resolves.toBeUndefined()
    await expect(checkInvoiceSigning(null)).resolves.toBeUndefined()
  })
})
