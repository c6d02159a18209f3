// npm run bench:invoice-pdf (issue 63 item 3, record 087): how long one invoice PDF takes to render, as
// the payment's transaction waits for it: a buyer named in Latin letters, in Hindi and in Tamil, each
// unsigned and signed (a throwaway 2048-bit RSA certificate made with openssl). BENCH_RUNS runs (5) of
// BENCH_COUNT renders (40) each, one after another; p50 and p95 per run (wall clock, and the process's CPU
// time, which a busy machine disturbs less), their medians, the load average.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import type { InvoiceSigning } from '../invoices/invoice-signing-env.ts'
import { invoiceContent, type OrderBuyer } from '../invoices/tax-document.ts'
import { renderTaxDocumentPdf } from '../invoices/tax-document-pdf.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const count = Number(process.env.BENCH_COUNT ?? 40)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0

function throwawaySigning(): InvoiceSigning {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-signing-'))
  try {
    const [key, cert, p12] = ['key.pem', 'cert.pem', 'signer.p12'].map((name) => path.join(dir, name))
    const subject = '/CN=Bench Signer/O=Arcnova Consulting Private Limited'
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        subject,
        '-keyout',
        `${key}`,
        '-out',
        `${cert}`,
      ],
      { stdio: 'ignore' },
    )
    execFileSync(
      'openssl',
      ['pkcs12', '-export', '-inkey', `${key}`, '-in', `${cert}`, '-out', `${p12}`, '-passout', 'pass:bench'],
      { stdio: 'ignore' },
    )
    return { p12: readFileSync(`${p12}`), passphrase: 'bench' }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const buyers: Array<[string, OrderBuyer]> = [
  [
    'Latin',
    { business_name: 'Sri Exports LLP', address: 'MG Road\nBengaluru 560001', gstin: '29AAPFU0939F1ZR', state: '29' },
  ],
  [
    'Hindi',
    {
      business_name: 'राम कुमार शर्मा',
      address: 'Flat 4, क्षत्रिय भवन, MG Road\nइंदौर, मध्य प्रदेश 452010',
      gstin: '23AAJCA4367K1ZI',
      state: '23',
    },
  ],
  ['Tamil', { business_name: 'முருகன் ஸ்ரீனிவாசன்', address: 'கோயம்புத்தூர் 641001', gstin: '33AAJCA4367K1ZC', state: '33' }],
]
const signing = throwawaySigning()

const firstStarted = performance.now()
await renderTaxDocumentPdf(invoiceFor(buyers[1]?.[1] ?? null), null)
console.log(`first render in this process (font files read): ${(performance.now() - firstStarted).toFixed(0)} ms`)

function invoiceFor(buyer: OrderBuyer | null) {
  return invoiceContent({
    number: 'INV/26-27/0042',
    issuedAt: new Date(),
    orderId: 'order_Bench0000000001',
    paymentId: 'pay_Bench00000001',
    planName: 'Enterprise',
    totalPaise: 2_499_900,
    buyer,
  })
}

for (const [name, buyer] of buyers) {
  for (const signer of [null, signing]) {
    const p50s: number[] = []
    const p95s: number[] = []
    const cpuP50s: number[] = []
    const cpuP95s: number[] = []
    let bytes = 0
    for (let run = 0; run < runs; run += 1) {
      const times: number[] = []
      const cpu: number[] = []
      for (let index = 0; index < count; index += 1) {
        const started = performance.now()
        const cpuStarted = process.cpuUsage()
        bytes = (await renderTaxDocumentPdf(invoiceFor(buyer), signer)).length
        const used = process.cpuUsage(cpuStarted)
        times.push(performance.now() - started)
        cpu.push((used.user + used.system) / 1000)
      }
      p50s.push(percentile(times, 50))
      p95s.push(percentile(times, 95))
      cpuP50s.push(percentile(cpu, 50))
      cpuP95s.push(percentile(cpu, 95))
    }
    console.log(
      `${name}, ${signer === null ? 'unsigned' : 'signed'}: p50 ${median(p50s).toFixed(1)} ms, p95 ${median(p95s).toFixed(1)} ms; CPU p50 ${median(cpuP50s).toFixed(1)} ms, p95 ${median(cpuP95s).toFixed(1)} ms (medians of ${runs} runs × ${count}; ${(bytes / 1024).toFixed(0)} KB)`,
    )
  }
}
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
)
