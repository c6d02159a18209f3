// http_ece (web-push's own encryption) ships no types: the one call the push tests make.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  /** Decrypts an aes128gcm body (RFC 8188) for the receiver's key pair and auth secret (RFC 8291). */
  export function decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer
}
