import { type Agent, request } from 'node:https'
import { isIP } from 'node:net'
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './push-endpoint-policy.ts'

/** Connect, TLS and the reply's status together: a push service answers in well under a second. */
export const pushDeadlineMs = 15_000
/** A push service's reply is a status and at most a short error text: the rest is never read. */
export const pushReplyMaxBytes = 4096

export interface PushRequestDetails {
  endpoint: string
  method: string
  headers: Record<string, string | number>
  body: Buffer | null
}

export interface PushRequestOptions {
  /** The operator named the host (PUSH_ENDPOINT_HOSTS): its addresses are not checked. */
  trusted: boolean
  deadlineMs?: number
  /** Aborts the send (the server is stopping). */
  signal?: AbortSignal
  agent?: Agent
  lookup?: ReturnType<typeof publicOnlyLookup>
}

/**
 * One push request with its own bounds, instead of web-push's sender: that one reads the whole reply
 * into a string and waits as long as the socket trickles. Resolves with the reply's status once its
 * head arrives; at most pushReplyMaxBytes of the body are read, and the deadline ends the socket.
 */
export function sendPushRequest(details: PushRequestDetails, options: PushRequestOptions): Promise<number> {
  const url = new URL(details.endpoint)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An address written in the URL is never looked up, so the lookup below would not see it.
  if (!options.trusted && isIP(host) !== 0 && !isPublicAddress(host)) return Promise.reject(new PrivateAddressError())
  // A controller that a timer holds, not AbortSignal.any([AbortSignal.timeout(…), stop]): in Node the
  // composite holds the timeout signal weakly, and once collected it never fires (nodejs/node#57736),
  // so a silent push service held its send until the server stopped.
  const deadline = new AbortController()
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The push service did not answer in time', 'TimeoutError')),
    options.deadlineMs ?? pushDeadlineMs,
  ).unref()
  const stop = options.signal
  const onStop = () => deadline.abort(stop?.reason)
  if (stop?.aborted) onStop()
  else stop?.addEventListener('abort', onStop, { once: true })
  const settle = () => {
    clearTimeout(timer)
    stop?.removeEventListener('abort', onStop)
  }
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: details.method,
        headers: details.headers,
        signal: deadline.signal,
        ...(options.agent === undefined ? {} : { agent: options.agent }),
        ...(options.trusted ? {} : { lookup: options.lookup ?? publicOnlyLookup() }),
      },
      (reply) => {
        resolve(reply.statusCode ?? 0)
        let read = 0
        reply.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > pushReplyMaxBytes) reply.destroy()
        })
        // The status is in; a reply cut short or timed out after it changes nothing.
        reply.on('error', () => undefined)
      },
    )
    outgoing.on('error', reject)
    // Closed: the reply was read or cut short, or the request failed; the deadline has nothing left to end.
    outgoing.on('close', settle)
    outgoing.end(details.body ?? undefined)
  })
}
