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
 * self-signed certificate; `agent` trusts it (a server process: NODE_EXTRA_CA_CERTS with `certificate`).
 * Answers 201, 410 for paths under /gone/, 500 under /fail/; like a hostile one under /flood/ (201 and
 * an endless body), /trickle/ (201, then one byte every 3 s) and /stall/ (no answer at all).
 */
export async function pushEndpoint(): Promise<{
  url: string
  agent: Agent
  /** The endpoint's certificate (PEM): the CA a server process trusts it with. */
  certificate: Buffer
  received: PushRequest[]
  /** Hostile replies still open (the flood's and trickle's writers stop when the client hangs up). */
  openHostileReplies(): number
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
  let hostile = 0
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      const path = request.url ?? ''
      if (path.startsWith('/stall/')) return
      if (path.startsWith('/flood/') || path.startsWith('/trickle/')) {
        hostile += 1
        let open = true
        response.on('close', () => {
          open = false
          hostile -= 1
        })
        response.writeHead(201, { 'Content-Type': 'text/plain' })
        if (path.startsWith('/flood/')) {
          const chunk = Buffer.alloc(64 * 1024, 'x')
          const pump = () => {
            while (open && response.write(chunk)) {
              // Writes until the socket's buffer is full, then waits for 'drain'.
            }
          }
          response.on('drain', pump)
          pump()
        } else {
          response.flushHeaders()
          const timer = setInterval(() => (open ? response.write('x') : clearInterval(timer)), 3000)
          timer.unref()
        }
        return
      }
      response.writeHead(path.startsWith('/gone/') ? 410 : path.startsWith('/fail/') ? 500 : 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `https://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  return {
    url,
    agent: new Agent({ ca: cert }),
    certificate: cert,
    received,
    openHostileReplies: () => hostile,
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
