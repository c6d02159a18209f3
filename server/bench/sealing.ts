// npm run bench:sealing: what sealing at rest (record 083) costs per outbox message: seal on insert and
// open on send, for an acknowledgement (1 KB) and an order receipt with its 60 KB invoice PDF. BENCH_RUNS
// runs (5) of BENCH_COUNT messages (500) each; medians, beside the load average.
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { createSealer } from '../at-rest/sealer.ts'
import type { OutboxMessage } from '../delivery/outbox-message.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const count = Number(process.env.BENCH_COUNT ?? 500)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const sealer = createSealer(randomBytes(32))

const acknowledgement: OutboxMessage = {
  channel: 'mail',
  mail: {
    to: 'applicant@example.com',
    subject: 'We have your application for Data Engineer',
    text: `Dear applicant,\n\n${'Thank you for applying. '.repeat(30)}\nhttps://arcnova.example/my-application#${randomBytes(32).toString('base64url')}\n`,
  },
}
const receipt: OutboxMessage = {
  channel: 'mail',
  mail: {
    ...acknowledgement.mail,
    subject: 'Your receipt',
    attachments: [
      {
        filename: 'INV-26-27-0001.pdf',
        contentType: 'application/pdf',
        content: randomBytes(60 * 1024).toString('base64'),
        encoding: 'base64',
      },
    ],
  },
}

for (const [name, message] of [
  ['acknowledgement', acknowledgement],
  ['receipt with PDF', receipt],
] as const) {
  const text = JSON.stringify(message)
  const sealTimes: number[] = []
  const openTimes: number[] = []
  let sealedBytes = 0
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now()
    const sealed = await Promise.all(Array.from({ length: count }, () => sealer.seal(text, 'outbox')))
    sealTimes.push(((performance.now() - started) * 1000) / count)
    started = performance.now()
    for (const value of sealed) await sealer.open(value, 'outbox')
    openTimes.push(((performance.now() - started) * 1000) / count)
    sealedBytes = sealed[0]?.length ?? 0
  }
  console.log(
    `${name}: ${text.length} B → ${sealedBytes} B sealed; seal ${median(sealTimes).toFixed(0)} µs, open ${median(openTimes).toFixed(0)} µs per message (medians of ${runs} × ${count})`,
  )
}
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
)
