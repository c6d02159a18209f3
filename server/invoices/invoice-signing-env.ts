import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ConfigError, optionalText } from '../env-fields.ts'

/** The certificate and key that sign every invoice and credit note (PAdES, record 087). */
export interface InvoiceSigning {
  /** The PKCS#12 file's bytes: the signer's certificate (and its chain) and private key. */
  p12: Buffer
  passphrase: string
}

/** INVOICE_SIGNING_P12: a path to a PKCS#12 (.p12/.pfx) file, or the file as base64; its password beside it. */
export const invoiceSigningEnv = z.object({
  INVOICE_SIGNING_P12: optionalText.default(null),
  INVOICE_SIGNING_P12_PASSWORD: z.string().default(''),
})

const base64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/

/**
 * The signing certificate as configured, or null (documents then say they are samples). A value that
 * is neither a readable file nor base64 stops the server; the message never repeats the value or the
 * password. Whether the password opens it is checked at start-up (checkInvoiceSigning).
 */
export function readInvoiceSigning(e: z.infer<typeof invoiceSigningEnv>, root: string): InvoiceSigning | null {
  const value = e.INVOICE_SIGNING_P12
  if (value === null) {
    if (e.INVOICE_SIGNING_P12_PASSWORD !== '') {
      throw new ConfigError('Invalid environment: INVOICE_SIGNING_P12_PASSWORD is set but INVOICE_SIGNING_P12 is not')
    }
    return null
  }
  const file = path.resolve(root, value)
  let p12: Buffer
  if (existsSync(file)) {
    try {
      p12 = readFileSync(file)
    } catch {
      throw new ConfigError('Invalid environment: INVOICE_SIGNING_P12 names a file the server cannot read')
    }
  } else if (value.length >= 100 && base64.test(value)) {
    p12 = Buffer.from(value, 'base64')
  } else {
    throw new ConfigError(
      'Invalid environment: INVOICE_SIGNING_P12 must be the path of a PKCS#12 (.p12) file or the file as base64; no such file',
    )
  }
  return { p12, passphrase: e.INVOICE_SIGNING_P12_PASSWORD }
}
