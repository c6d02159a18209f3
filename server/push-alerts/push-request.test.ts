import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushEndpoint } from '../test-support/push-endpoint.ts'
import { sendPushRequest } from './push-request.ts'

// Garbage collection on demand, in this worker only: the deadline must hold while the heap is swept.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

describe('one push request', () => {
  let push: Awaited<ReturnType<typeof pushEndpoint>>
  beforeAll(async () => {
    push = await pushEndpoint()
  })
  afterAll(() => push.close())

  const silentSend = (signal: AbortSignal) =>
    sendPushRequest(
      { endpoint: `${push.url}/stall/gc`, method: 'POST', headers: { TTL: 60 }, body: Buffer.from('x') },
      { trusted: true, agent: push.agent, deadlineMs: 300, signal },
    )

  // With AbortSignal.any([AbortSignal.timeout(…), stop]) the collected timeout never fired
  // (nodejs/node#57736) and a silent push service held its send until the server stopped.
  it('ends a send to a silent push service at its deadline, also while the heap is collected', async () => {
    const stopping = new AbortController()
    const sweeping = setInterval(collectGarbage, 20)
    try {
      const outcome = await Promise.race([
        silentSend(stopping.signal).then(
          (status) => `answered ${status}`,
          (error: Error) => error.name,
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000)),
      ])
      // Node's request ends with an AbortError whatever the reason.
      expect(outcome).toBe('AbortError')
    } finally {
      clearInterval(sweeping)
    }
  })

  it('ends a send at once when the server stops', async () => {
    const stopping = new AbortController()
    const sent = silentSend(stopping.signal).catch((error: Error) => error.name)
    stopping.abort(new DOMException('stopping', 'AbortError'))
    expect(await sent).toBe('AbortError')
  })
})
