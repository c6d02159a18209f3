import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:https'
import { Agent } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { decrypt } from 'http_ece'

/** One push request as the local push service received it. */
export interface PushRequest {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A browser's side of a subscription: the P-256 key pair and 16-byte auth secret it would make. */
export interface TestDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  /** Decrypts a push body sent to this device (aes128gcm, RFC 8291) with http_ece. */
  decrypt(body: Buffer): string
}

/**
 * A local push service over HTTPS (web-push only speaks HTTPS) on 127.0.0.1 with a throwaway
 * self-signed certificate; `agent` trusts it. Answers 201, 410 for paths under /gone/, 500 under /fail/.
 */
export async function pushEndpoint(): Promise<{
  url: string
  agent: Agent
  received: PushRequest[]
  device(name: string): TestDevice
  close(): Promise<void>
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'arcnova-push-'))
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  )
  const [key, cert] = await Promise.all([readFile(path.join(dir, 'key.pem')), readFile(path.join(dir, 'cert.pem'))])
  await rm(dir, { recursive: true, force: true })
  const received: PushRequest[] = []
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      const path = request.url ?? ''
      response.writeHead(path.startsWith('/gone/') ? 410 : path.startsWith('/fail/') ? 500 : 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `https://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  return {
    url,
    agent: new Agent({ ca: cert }),
    received,
    device(name) {
      const keys: ECDH = createECDH('prime256v1')
      keys.generateKeys()
      const auth = randomBytes(16)
      return {
        subscription: {
          endpoint: `${url}/${name}`,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        decrypt: (body) => decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8'),
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
