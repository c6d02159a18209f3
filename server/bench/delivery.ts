// npm run bench:delivery: how long after a mail server comes back the e-mails it missed arrive, with the
// outbox's real retry schedule (record 059). The mail server is away for BENCH_OUTAGE_S seconds (60)
// while an application comes in; BENCH_RUNS runs (3), medians. Prints the load average beside them.
import { loadavg } from 'node:os'
import { freePort } from '../test-support/free-port.ts'
import { mailServer } from '../test-support/mail-server.ts'
import { applicationBody } from '../test-support/application-load.ts'
import { startTestServer } from '../test-support/test-server.ts'

const outageMs = Number(process.env.BENCH_OUTAGE_S ?? 60) * 1000
const runs = Number(process.env.BENCH_RUNS ?? 3)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const delays: number[] = []
for (let run = 1; run <= runs; run += 1) {
  const port = await freePort()
  const server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'hr@arcnova.example' },
    { log: () => undefined },
  )
  try {
    const sent = applicationBody(run, 50 * 1024, 'delivery-bench')
    const response = await fetch(`${server.url}/api/job-applications/`, {
      method: 'POST',
      headers: { 'Content-Type': sent.contentType },
      body: sent.body,
    })
    if (response.status !== 201) throw new Error(`the application answered ${response.status}`)
    await new Promise((resolve) => setTimeout(resolve, outageMs))
    const mail = await mailServer('127.0.0.1', { port })
    const back = performance.now()
    while (mail.received.length < 2) await new Promise((resolve) => setTimeout(resolve, 100))
    const delay = performance.now() - back
    delays.push(delay)
    console.log(
      `run ${run}: both e-mails ${(delay / 1000).toFixed(1)} s after the mail server came back (load ${load()})`,
    )
    await mail.close()
  } finally {
    await server.cleanup()
  }
}
console.log(
  `outage ${outageMs / 1000} s: median ${(median(delays) / 1000).toFixed(1)} s from recovery to delivery over ${runs} runs (load ${load()})`,
)
