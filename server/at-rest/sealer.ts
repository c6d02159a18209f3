import { createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { CompactEncrypt, compactDecrypt } from 'jose'

/**
 * What a sealed value is for: bound into its header, so a value cannot be moved to another column.
 * 'recipient': the one address an outbox row goes to, kept (sealed) on a failed row for admins (issue 60 item 6).
 * 'oidc-refresh': a single sign-on session's refresh token (issue 64, record 088).
 */
export type SealPurpose = 'outbox' | 'recipient' | 'totp' | 'vapid' | 'oidc-refresh'

/**
 * Seals what must not be readable at rest (record 083): live links in waiting e-mails, authenticator
 * secrets, the generated push signing key. JWE compact (RFC 7516, `dir` + A256GCM, through `jose`) under a key derived from DATA_KEY,
 * which is never in the database or a backup. `recipientKey` names an address by a keyed hash, so the
 * People screen's erase finds its waiting messages without any address being stored readable.
 */
export interface Sealer {
  /** Names the key (not secret): a database remembers which key its sealed values need. */
  readonly kid: string
  seal(text: string, purpose: SealPurpose): Promise<string>
  /** The text, or null when it was sealed with another key, for another purpose, or is not sealed. */
  open(sealed: string, purpose: SealPurpose): Promise<string | null>
  recipientKey(address: string): string
}

export const dataKeyBytes = 32

const derive = (key: Uint8Array, info: string, length: number) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `arcnova ${info} v1`, length))

export function createSealer(key: Uint8Array): Sealer {
  if (key.length !== dataKeyBytes) throw new Error(`a data key has ${dataKeyBytes} bytes`)
  const sealing = derive(key, 'seal', 32)
  const naming = derive(key, 'recipient', 32)
  const kid = derive(key, 'key id', 8).toString('hex')
  return {
    kid,
    seal: (text, purpose) =>
      new CompactEncrypt(new TextEncoder().encode(text))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid, cty: purpose })
        .encrypt(sealing),
    async open(sealed, purpose) {
      try {
        const { plaintext, protectedHeader } = await compactDecrypt(sealed, sealing, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        })
        return protectedHeader.kid === kid && protectedHeader.cty === purpose
          ? new TextDecoder().decode(plaintext)
          : null
      } catch {
        return null
      }
    },
    recipientKey: (address) => createHmac('sha256', naming).update(address.trim().toLowerCase()).digest('base64url'),
  }
}

/** Whether a stored value is sealed (five base64url parts) rather than written before sealing began. */
export const looksSealed = (value: string) => /^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/.test(value)

/**
 * A key of this process only: what a test app and an outbox that records no e-mails use when no
 * DATA_KEY is given. What it seals cannot be opened after the process ends, so the server never uses it.
 */
export const processSealer: Sealer = createSealer(randomBytes(dataKeyBytes))
